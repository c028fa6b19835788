import { DynamoDBDocumentClient, TransactWriteCommand } from '@aws-sdk/lib-dynamodb';
import { TransactionCanceledException } from '@aws-sdk/client-dynamodb';
import { mockClient } from 'aws-sdk-client-mock';
import { beforeEach, describe, expect, it } from 'vitest';
import { storeSamples } from './handwriting-samples.ts';

process.env.TABLE_NAME = 'plume-test';
const dynamo = mockClient(DynamoDBDocumentClient);
const word = { setId: '7d6c2f1e-4b0a-4c1d-9e8f-0a1b2c3d4e5f', letters: [{ letter: 'a' as const, strokes: [[40, 50, 45, 55]] }] };
const cancelled = (...codes: string[]) => new TransactionCanceledException({ message: 'Transaction cancelled', $metadata: {}, CancellationReasons: codes.map((Code) => ({ Code })) });

beforeEach(() => dynamo.reset());

describe('keeping the letters of a word', () => {
  it('tries again when another transaction on the same word was in flight, then finds it kept (0 stored)', async () => {
    dynamo.on(TransactWriteCommand).rejectsOnce(cancelled('None', 'TransactionConflict')).rejectsOnce(cancelled('None', 'ConditionalCheckFailed'));
    expect(await storeSamples('uid-1', word)).toBe(0);
    expect(dynamo.commandCalls(TransactWriteCommand)).toHaveLength(2);
  });

  it('says when consent is off, and gives up after a few conflicts rather than looping', async () => {
    dynamo.on(TransactWriteCommand).rejectsOnce(cancelled('ConditionalCheckFailed', 'None'));
    expect(await storeSamples('uid-1', word)).toBe('no-consent');
    dynamo.reset();
    dynamo.on(TransactWriteCommand).rejects(cancelled('None', 'TransactionConflict'));
    await expect(storeSamples('uid-1', word)).rejects.toThrow('kept conflicting');
    expect(dynamo.commandCalls(TransactWriteCommand)).toHaveLength(5);
  });
});
