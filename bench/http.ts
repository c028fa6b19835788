import { DynamoDBClient, GetItemCommand } from '@aws-sdk/client-dynamodb';
import { closedLoop, type Summary } from './stats.ts';

export interface HttpBenchResult { gateway: Summary; dynamoGetItem: Summary }

/**
 * `POST /api/get_settings` through the gateway (JSON parse, route match, HTTP API v2 event, handler, one GetItem)
 * beside a bare GetItem against the same DynamoDB Local, both at the same concurrency in the same run.
 */
export async function benchHttp(target: { url: string; dynamodb: string; tableName: string }, concurrency: number, durationMs: number): Promise<HttpBenchResult> {
  const body = JSON.stringify({ type: 'about_us' });
  const callGateway = async () => {
    const response = await fetch(`${target.url}/api/get_settings`, { method: 'POST', body, headers: { 'content-type': 'application/json' } });
    if (response.status !== 200) throw new Error(`get_settings answered ${response.status}`);
    await response.arrayBuffer();
  };
  const dynamo = new DynamoDBClient({ endpoint: target.dynamodb, region: 'eu-west-3', credentials: { accessKeyId: 'local', secretAccessKey: 'local' } });
  const getItem = async () => {
    const result = await dynamo.send(new GetItemCommand({ TableName: target.tableName, Key: { pk: { S: 'SETTINGS' }, sk: { S: 'PAGE#about_us' } } }));
    if (!result.Item) throw new Error('seeded item missing');
  };

  // Warm both paths (JIT, connection pools, handler modules) before measuring.
  await closedLoop(concurrency, 1_000, callGateway);
  await closedLoop(concurrency, 1_000, getItem);
  const dynamoGetItem = await closedLoop(concurrency, durationMs, getItem);
  const gateway = await closedLoop(concurrency, durationMs, callGateway);
  return { gateway, dynamoGetItem };
}
