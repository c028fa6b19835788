/**
 * The system under test, in its own process so the load generator does not share its event loop: the local cloud,
 * a bare `ws` echo server as the floor to compare against, and a signed-in user. Reports its addresses on stdout.
 */
import '@plume/infra/local/quiet';
import { createServer } from 'node:http';
import { WebSocketServer } from 'ws';
import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { AdminCreateUserCommand, AdminSetUserPasswordCommand, CognitoIdentityProviderClient, InitiateAuthCommand } from '@aws-sdk/client-cognito-identity-provider';
import { startLocalCloud } from '@plume/infra/local/cloud';
import { documentClient } from '@plume/lambdas/test/cloud-client';
import { COUNTER_SLOTS, readCounts, readTimes } from './count-dynamo-requests.ts';

// Created, and removed after this process exits, by bench/run.ts.
const dataDir = process.env.BENCH_DATA_DIR;
if (!dataDir) throw new Error('BENCH_DATA_DIR is not set: run the benchmark with `npm run bench`');
/**
 * Every DynamoDB request the handlers make, counted in each Lambda worker; `GET /` on the counter port reads the totals
 * by command, `GET /times` how long they took and how many the SDK retried.
 */
const dynamoRequests = new SharedArrayBuffer(Int32Array.BYTES_PER_ELEMENT * COUNTER_SLOTS);
// A 5xx's cause (the handler's error or a timeout) goes to stderr, so a failed run says why.
const cloud = await startLocalCloud({ dataDir, port: 0, log: (line) => line.startsWith('✖') && console.error(line), lambdaWorkerSetup: { module: new URL('./count-dynamo-requests.ts', import.meta.url).href, data: dynamoRequests } });

const echo = new WebSocketServer({ port: 0, host: '127.0.0.1' });
echo.on('connection', (socket) => socket.on('message', (data) => socket.send(data.toString())));
await new Promise((resolve) => echo.once('listening', resolve));

const cognito = new CognitoIdentityProviderClient({ endpoint: cloud.endpoints.cognito, region: 'eu-west-3', credentials: { accessKeyId: 'local', secretAccessKey: 'local' } });
const email = 'bench@plume.test';
const password = 'Plume-Bench-2026!';
await cognito.send(new AdminCreateUserCommand({ UserPoolId: cloud.userPool.userPoolId, Username: email, MessageAction: 'SUPPRESS', UserAttributes: [{ Name: 'email', Value: email }] }));
await cognito.send(new AdminSetUserPasswordCommand({ UserPoolId: cloud.userPool.userPoolId, Username: email, Password: password, Permanent: true }));
const auth = await cognito.send(new InitiateAuthCommand({ AuthFlow: 'USER_PASSWORD_AUTH', ClientId: cloud.userPool.userPoolClientId, AuthParameters: { USERNAME: email, PASSWORD: password } }));

const counter = createServer((request, response) => response.end(JSON.stringify(request.url === '/times' ? readTimes(dynamoRequests) : readCounts(dynamoRequests))));
await new Promise<void>((resolve) => counter.listen(0, '127.0.0.1', resolve));

/** Subscribed players for the quiz bench: each its own account, signed in, premium, with its holder profile. */
const players: { idToken: string; profileId: string }[] = [];
const table = documentClient(cloud.endpoints.dynamodb);
for (let i = 0; i < Number(process.env.BENCH_PLAYERS ?? 0); i++) {
  const playerEmail = `joueur-${i}@plume.test`;
  await cognito.send(new AdminCreateUserCommand({ UserPoolId: cloud.userPool.userPoolId, Username: playerEmail, MessageAction: 'SUPPRESS', UserAttributes: [{ Name: 'email', Value: playerEmail }] }));
  await cognito.send(new AdminSetUserPasswordCommand({ UserPoolId: cloud.userPool.userPoolId, Username: playerEmail, Password: password, Permanent: true }));
  const signedIn = await cognito.send(new InitiateAuthCommand({ AuthFlow: 'USER_PASSWORD_AUTH', ClientId: cloud.userPool.userPoolClientId, AuthParameters: { USERNAME: playerEmail, PASSWORD: password } }));
  const idToken = signedIn.AuthenticationResult!.IdToken!;
  const user = await (await fetch(`${cloud.url}/api/get_user`, { method: 'POST', body: '{}', headers: { authorization: `Bearer ${idToken}`, 'content-type': 'application/json' } })).json() as { data: { uid: string; profiles: { id: string }[] } };
  await table.send(new UpdateCommand({ TableName: cloud.tableName, Key: { pk: `USER#${user.data.uid}`, sk: 'ACCOUNT' }, UpdateExpression: 'SET isPremium = :yes, periodEnd = :end, #plan = :plan', ExpressionAttributeNames: { '#plan': 'plan' }, ExpressionAttributeValues: { ':yes': true, ':end': new Date(Date.now() + 365 * 86_400_000).toISOString(), ':plan': 'yearly' } }));
  players.push({ idToken, profileId: user.data.profiles[0]!.id });
}

console.log(JSON.stringify({
  ready: true,
  url: cloud.url,
  echoUrl: `ws://127.0.0.1:${(echo.address() as { port: number }).port}`,
  dynamodb: cloud.endpoints.dynamodb,
  tableName: cloud.tableName,
  idToken: auth.AuthenticationResult!.IdToken,
  counterUrl: `http://127.0.0.1:${(counter.address() as { port: number }).port}`,
  lambdaWorkers: cloud.lambdaWorkers,
  players,
}));
process.on('SIGTERM', () => void cloud.stop().finally(() => process.exit(0)));
