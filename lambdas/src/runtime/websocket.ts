import type { APIGatewayProxyWebsocketEventV2 } from 'aws-lambda';
import * as z from 'zod';
import { issueMessage, message, Refusal, type Language, type MessageKey } from '@plume/shared';
import { postToConnection } from '#clients/websocket';
import { deleteConnection } from '#connections/data/connections';
import { logger } from '#clients/logger';
import { flushMetrics } from '#clients/metrics';

/** What `$connect` receives from the authorizer's `context`, and every later route too. */
export const connectionContextSchema = z.object({ sub: z.string().min(1), email: z.string().optional(), groups: z.string().default('') });
export type ConnectionContext = z.infer<typeof connectionContextSchema>;

export type WebSocketEvent = APIGatewayProxyWebsocketEventV2 & {
  requestContext: APIGatewayProxyWebsocketEventV2['requestContext'] & { authorizer?: Record<string, unknown> };
};
const ACCEPTED = { statusCode: 200 } as const;

/** Sends a message to a connection; forgets the connection if API Gateway says it is gone. */
export async function send(connectionId: string, payload: unknown): Promise<void> {
  await deliver(connectionId, payload);
}

export async function sendError(connectionId: string, key: MessageKey, language: Language = 'fr', data?: unknown): Promise<void> {
  await send(connectionId, { type: 'error', error: true, code: key, message: message(key, language), ...(data === undefined ? {} : { data }) });
}

/**
 * Wraps a WebSocket action handler: parses the frame as JSON and validates it with the action's schema. Bad input and
 * refusals are answered on the socket with a catalogue message; the route itself always returns 200 so the socket
 * stays open.
 */
export function webSocketAction<Schema extends z.ZodType>(
  schema: Schema,
  run: (input: { connectionId: string; message: z.infer<Schema>; event: WebSocketEvent }) => Promise<void>,
) {
  return async (event: WebSocketEvent) => {
    const connectionId = event.requestContext.connectionId;
    let frame: unknown;
    try {
      frame = JSON.parse(event.body ?? '');
    } catch {
      await sendError(connectionId, 'ws_invalid_message');
      return ACCEPTED;
    }
    const parsed = schema.safeParse(frame, { reportInput: true });
    if (!parsed.success) {
      await sendError(connectionId, 'invalid_request', 'fr', { issues: parsed.error.issues.map((i) => ({ path: i.path.join('.'), message: issueMessage(i, 'fr') })) });
      return ACCEPTED;
    }
    try {
      await run({ connectionId, message: parsed.data, event });
    } catch (error) {
      // A use case's refusal (the same one HTTP maps to a status) is answered on the socket with its message.
      if (error instanceof Refusal) {
        await sendError(connectionId, error.key, 'fr', error.data === undefined ? { kind: error.kind } : { kind: error.kind, ...(error.data as object) });
      } else {
        logger.error('unhandled error in WebSocket handler', error as Error);
        await sendError(connectionId, 'internal_error');
      }
    } finally {
      flushMetrics();
    }
    return ACCEPTED;
  };
}

/** Like `send`, but says whether the frame reached the connection (false: gone, and forgotten). */
export async function deliver(connectionId: string, payload: unknown): Promise<boolean> {
  if (await postToConnection(connectionId, payload)) return true;
  await deleteConnection(connectionId);
  return false;
}
