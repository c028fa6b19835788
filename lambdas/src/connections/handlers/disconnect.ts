import type { WebSocketEvent } from '#runtime/websocket';
import { deleteConnection } from '#connections/data/connections';
import { leavePoolOnDisconnect } from '#battles/matchmaking';
import { holdSeatOnDisconnect } from '#battles/resume';

export const handler = async (event: WebSocketEvent) => {
  // A search dies with its socket: nobody should be matched with a player who is gone.
  await leavePoolOnDisconnect(event.requestContext.connectionId);
  // A battle seat does not: it is kept a while for its player to resume (docs/battles.md, « Disconnects and resume »).
  await holdSeatOnDisconnect(event.requestContext.connectionId, event.requestContext.requestTimeEpoch ?? Date.now());
  await deleteConnection(event.requestContext.connectionId);
  return { statusCode: 200 };
};
