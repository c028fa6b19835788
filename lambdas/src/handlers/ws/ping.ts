import * as z from 'zod';
import { send, webSocketAction } from '#runtime/websocket';

/** Answers through the @connections API, so a client can measure its round trip and keep the socket warm. */
export const handler = webSocketAction(
  z.object({ action: z.literal('ping'), id: z.union([z.string().max(64), z.number()]).optional(), sentAt: z.number().optional() }),
  async ({ connectionId, message }) => {
    await send(connectionId, { type: 'pong', id: message.id, sentAt: message.sentAt, serverTime: Date.now() });
  },
);
