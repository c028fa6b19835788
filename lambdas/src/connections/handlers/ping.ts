import { pingFrame } from '@plume/shared/battles';
import { send, webSocketAction } from '#runtime/websocket';

/** Answers through the @connections API, so a client can measure its round trip and keep the socket warm. */
export const handler = webSocketAction(
  pingFrame,
  async ({ connectionId, message }) => {
    await send(connectionId, { type: 'pong', id: message.id, sentAt: message.sentAt, serverTime: Date.now() });
  },
);
