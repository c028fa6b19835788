import type { WebSocketEvent } from '#runtime/websocket';
import { deleteConnection } from '#data/connections';
import { leavePoolOnDisconnect } from '#battles/matchmaking';

export const handler = async (event: WebSocketEvent) => {
  // A search dies with its socket: nobody should be matched with a player who is gone.
  await leavePoolOnDisconnect(event.requestContext.connectionId);
  await deleteConnection(event.requestContext.connectionId);
  return { statusCode: 200 };
};
