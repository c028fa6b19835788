import type { WebSocketEvent } from '#runtime/websocket';
import { deleteConnection } from '#data/connections';

export const handler = async (event: WebSocketEvent) => {
  await deleteConnection(event.requestContext.connectionId);
  return { statusCode: 200 };
};
