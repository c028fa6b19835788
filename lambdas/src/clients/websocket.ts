import { Agent as HttpAgent } from 'node:http';
import { Agent as HttpsAgent } from 'node:https';
import { ApiGatewayManagementApiClient, DeleteConnectionCommand, GoneException, PostToConnectionCommand } from '@aws-sdk/client-apigatewaymanagementapi';
import { env } from './env.ts';

/** A fan-out (a room, a contest) posts to many connections at once: allow more sockets than the SDK's 50. */
const agentOptions = { keepAlive: true, maxSockets: 500 };

let client: ApiGatewayManagementApiClient | undefined;
function managementApi(): ApiGatewayManagementApiClient {
  client ??= new ApiGatewayManagementApiClient({
    endpoint: env.webSocketCallbackUrl,
    requestHandler: { httpAgent: new HttpAgent(agentOptions), httpsAgent: new HttpsAgent(agentOptions) },
  });
  return client;
}

/** Pushes a JSON message to one connection. Returns false when the connection is gone (410), so callers can forget it. */
export async function postToConnection(connectionId: string, message: unknown): Promise<boolean> {
  try {
    await managementApi().send(new PostToConnectionCommand({ ConnectionId: connectionId, Data: JSON.stringify(message) }));
    return true;
  } catch (error) {
    if (error instanceof GoneException) return false;
    throw error;
  }
}

/** Closes a connection from the server side (API Gateway then runs `$disconnect`); one already gone is fine. */
export async function closeConnection(connectionId: string): Promise<void> {
  try {
    await managementApi().send(new DeleteConnectionCommand({ ConnectionId: connectionId }));
  } catch (error) {
    if (!(error instanceof GoneException)) throw error;
  }
}
