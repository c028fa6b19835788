import { Refusal } from '@plume/shared';
import { connectionContextSchema, type WebSocketEvent } from '#runtime/websocket';

/** Who is acting: the account behind the socket (from the `$connect` authorizer) and the socket itself. */
export interface Caller { uid: string; connectionId: string }

/** The account behind a socket, as the `$connect` authorizer established it, and the socket. */
export function callerOf(event: WebSocketEvent): Caller {
  const context = connectionContextSchema.safeParse(event.requestContext.authorizer);
  if (!context.success) throw new Refusal('unauthorized', 'unauthorized');
  return { uid: context.data.sub, connectionId: event.requestContext.connectionId };
}

/**
 * Who makes a move on a battle: the seat's profile, the account behind the socket (the engine checks it holds the
 * seat), the socket, and when the gateway received the frame (`requestTimeEpoch`: the time every rule uses).
 */
export function moverOf(event: WebSocketEvent, profileId: string): Caller & { profileId: string; at: number } {
  return { ...callerOf(event), profileId, at: event.requestContext.requestTimeEpoch };
}
