import { EventBridgeClient, PutEventsCommand } from '@aws-sdk/client-eventbridge';
import type { z } from 'zod';
import type { EventContract } from './contract.ts';

/** Validates the detail against its contract, then puts it on the bus; fails loudly if EventBridge refuses it. */
export async function publish<Detail extends z.ZodType>(
  client: EventBridgeClient,
  busName: string,
  contract: EventContract<Detail>,
  detail: z.infer<Detail>,
): Promise<string> {
  const valid = contract.schema.parse(detail);
  const result = await client.send(
    new PutEventsCommand({
      Entries: [{ EventBusName: busName, Source: contract.source, DetailType: contract.detailType, Detail: JSON.stringify(valid) }],
    }),
  );
  const entry = result.Entries?.[0];
  if (result.FailedEntryCount || !entry?.EventId) {
    throw new Error(`PutEvents refused ${contract.detailType}: ${entry?.ErrorCode ?? 'unknown'} ${entry?.ErrorMessage ?? ''}`);
  }
  return entry.EventId;
}
