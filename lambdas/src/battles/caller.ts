import { Refusal } from '@plume/shared';
import { connectionContextSchema, type WebSocketEvent } from '#runtime/websocket';
import type { Caller } from './rooms.ts';

/** The account behind a socket, as the `$connect` authorizer established it, and the socket. */
export function callerOf(event: WebSocketEvent): Caller {
  const context = connectionContextSchema.safeParse(event.requestContext.authorizer);
  if (!context.success) throw new Refusal('unauthorized', 'unauthorized');
  return { uid: context.data.sub, connectionId: event.requestContext.connectionId };
}
