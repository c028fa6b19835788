/**
 * The system under test, in its own process so the load generator does not share its event loop: the local cloud,
 * a bare `ws` echo server as the floor to compare against, and a signed-in user. Reports its addresses on stdout.
 */
import '../infra/local/quiet.ts';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { WebSocketServer } from 'ws';
import { AdminCreateUserCommand, AdminSetUserPasswordCommand, CognitoIdentityProviderClient, InitiateAuthCommand } from '@aws-sdk/client-cognito-identity-provider';
import { startLocalCloud } from '../infra/local/cloud.ts';

const dataDir = mkdtempSync(join(tmpdir(), 'plume-bench-'));
const cloud = await startLocalCloud({ dataDir, port: 0 });

const echo = new WebSocketServer({ port: 0, host: '127.0.0.1' });
echo.on('connection', (socket) => socket.on('message', (data) => socket.send(data.toString())));
await new Promise((resolve) => echo.once('listening', resolve));

const cognito = new CognitoIdentityProviderClient({ endpoint: cloud.endpoints.cognito, region: 'eu-west-3', credentials: { accessKeyId: 'local', secretAccessKey: 'local' } });
const email = 'bench@plume.test';
const password = 'Plume-Bench-2026!';
await cognito.send(new AdminCreateUserCommand({ UserPoolId: cloud.userPool.userPoolId, Username: email, MessageAction: 'SUPPRESS', UserAttributes: [{ Name: 'email', Value: email }] }));
await cognito.send(new AdminSetUserPasswordCommand({ UserPoolId: cloud.userPool.userPoolId, Username: email, Password: password, Permanent: true }));
const auth = await cognito.send(new InitiateAuthCommand({ AuthFlow: 'USER_PASSWORD_AUTH', ClientId: cloud.userPool.userPoolClientId, AuthParameters: { USERNAME: email, PASSWORD: password } }));

console.log(JSON.stringify({
  ready: true,
  url: cloud.url,
  echoUrl: `ws://127.0.0.1:${(echo.address() as { port: number }).port}`,
  dynamodb: cloud.endpoints.dynamodb,
  tableName: cloud.tableName,
  idToken: auth.AuthenticationResult!.IdToken,
}));
process.on('SIGTERM', () => void cloud.stop().then(() => {
  rmSync(dataDir, { recursive: true, force: true });
  process.exit(0);
}));
