import { EventBridgeClient } from '@aws-sdk/client-eventbridge';
import type { z } from 'zod';
import { publish, type EventContract } from '@plume/events';
import { env } from './env.ts';

/** Also used as is by the dead-letter redrive, which puts back events of any type. */
export const eventBridge = new EventBridgeClient({});

export function publishEvent<Detail extends z.ZodType>(contract: EventContract<Detail>, detail: z.infer<Detail>): Promise<string> {
  return publish(eventBridge, env.eventBusName, contract, detail);
}
