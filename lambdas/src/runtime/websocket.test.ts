import { ApiGatewayManagementApiClient, PostToConnectionCommand } from '@aws-sdk/client-apigatewaymanagementapi';
import { mockClient } from 'aws-sdk-client-mock';
import { beforeEach, describe, expect, it } from 'vitest';
import * as z from 'zod';
import { Refusal } from '@plume/shared';
import { webSocketAction, type WebSocketEvent } from './websocket.ts';

process.env.WS_CALLBACK_URL = 'http://localhost:9/@connections';
process.env.POWERTOOLS_LOG_LEVEL = 'SILENT';
const pushes = mockClient(ApiGatewayManagementApiClient);
const frame = (body: string) => ({ body, requestContext: { connectionId: 'c-1', routeKey: 'move' } }) as unknown as WebSocketEvent;
const sent = () => pushes.commandCalls(PostToConnectionCommand).map((call) => JSON.parse(String(call.args[0].input.Data)));

describe('the WebSocket runtime', () => {
  beforeEach(() => {
    pushes.reset();
    pushes.on(PostToConnectionCommand).resolves({});
  });
  const move = webSocketAction(z.object({ action: z.literal('move'), gameId: z.string().max(100) }), async ({ message }) => {
    if (message.gameId === 'gone') throw new Refusal('not_found', 'game_not_found');
    if (message.gameId === 'boom') throw new Error('secret internals');
  });

  it("answers a use case's refusal on the socket with its catalogue message, as HTTP would with a status", async () => {
    expect(await move(frame('{"action":"move","gameId":"gone"}'))).toEqual({ statusCode: 200 });
    expect(sent()).toEqual([{ type: 'error', error: true, code: 'game_not_found', message: "Cette partie n'existe pas ou est terminée.", data: { kind: 'not_found' } }]);
  });

  it('answers bad input with French field messages, and an unexpected error without internals', async () => {
    await move(frame(JSON.stringify({ action: 'move', gameId: 'x'.repeat(101) })));
    await move(frame('{"action":"move","gameId":"boom"}'));
    const [invalid, broken] = sent();
    expect(invalid).toMatchObject({ code: 'invalid_request', data: { issues: [{ path: 'gameId', message: '100 caractères au maximum.' }] } });
    expect(broken).toMatchObject({ code: 'internal_error' });
    expect(JSON.stringify(broken)).not.toContain('secret');
  });
});
