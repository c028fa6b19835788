import * as z from 'zod';
import { sendError, webSocketAction } from '#runtime/websocket';

/** Frames whose `action` matches no route land here: tell the sender, keep the socket open. */
export const handler = webSocketAction(z.object({ action: z.string() }), async ({ connectionId, message }) => {
  await sendError(connectionId, 'ws_unknown_action', 'fr', { action: message.action });
});
