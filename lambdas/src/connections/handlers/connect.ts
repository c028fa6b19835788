import { connectionContextSchema, type WebSocketEvent } from '#runtime/websocket';
import { saveConnection } from '#connections/data/connections';

export const handler = async (event: WebSocketEvent) => {
  const caller = connectionContextSchema.safeParse(event.requestContext.authorizer);
  if (!caller.success) return { statusCode: 401 };
  await saveConnection(event.requestContext.connectionId, caller.data.sub);
  return { statusCode: 200 };
};
