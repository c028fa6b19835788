import { ApiGatewayManagementApiClient, GoneException, PostToConnectionCommand } from '@aws-sdk/client-apigatewaymanagementapi';
import { env } from './env.ts';

let client: ApiGatewayManagementApiClient | undefined;
function managementApi(): ApiGatewayManagementApiClient {
  client ??= new ApiGatewayManagementApiClient({ endpoint: env.webSocketCallbackUrl });
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
