import { DynamoDBDocumentClient, QueryCommand } from '@aws-sdk/lib-dynamodb';
import { mockClient } from 'aws-sdk-client-mock';
import { afterEach, describe, expect, it, vi } from 'vitest';
import * as metrics from '#clients/metrics';
import { handler } from './measure-oldest-pending-payout.ts';

process.env.TABLE_NAME = 'plume-test';
const dynamo = mockClient(DynamoDBDocumentClient);
const gauge = vi.spyOn(metrics, 'gaugeMetric');

describe('the oldest pending payout, measured every 15 minutes', () => {
  afterEach(() => {
    dynamo.reset();
    gauge.mockClear();
  });

  it('reads the first pending request in request order and writes its age in hours', async () => {
    dynamo.on(QueryCommand).resolves({ Items: [{ requestedAt: '2026-11-23T05:00:00.000Z' }] });
    await handler({ time: '2026-11-26T06:30:00Z' });
    expect(dynamo.commandCalls(QueryCommand)[0]!.args[0].input).toMatchObject({ IndexName: 'gsi1', ExpressionAttributeValues: { ':status': 'PAYOUTS#pending' }, ScanIndexForward: true, Limit: 1 });
    expect(gauge).toHaveBeenCalledWith('OldestPendingPayoutHours', 73.5);
  });

  it('writes 0 when no request waits, so the graph and the alarm see a value', async () => {
    dynamo.on(QueryCommand).resolves({ Items: [] });
    await handler({ time: '2026-11-26T06:30:00Z' });
    expect(gauge).toHaveBeenCalledWith('OldestPendingPayoutHours', 0);
  });
});
