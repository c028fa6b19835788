import { DeleteMessageCommand, ReceiveMessageCommand, type Message } from '@aws-sdk/client-sqs';
import { PutEventsCommand } from '@aws-sdk/client-eventbridge';
import * as z from 'zod';
import { Refusal } from '@plume/shared';
import type { DeadLetterView } from '@plume/shared/admin/api';
import { eventBridge } from '#clients/bus';
import { env } from '#clients/env';
import { sqs } from '#clients/sqs';
import { deadLetterQueueName, eventRules, schedules } from '../routes.ts';

/** Every rule and schedule of the manifest: each has its dead-letter queue. */
export const deadLetterRules = (): string[] => [...eventRules.map((rule) => rule.name), ...schedules.map((schedule) => schedule.name)];
const queueUrlOf = (rule: string) => `${env.deadLetterQueueUrlPrefix}${deadLetterQueueName(rule, env.namePrefix)}`;

/** SQS hands out at most 10 messages per ReceiveMessage; a redrive looks through this many pages for its message. */
const PAGE = 10;
const REDRIVE_SEARCH_PAGES = 5;

const envelopeSchema = z.object({
  id: z.string().min(1).max(200),
  source: z.string().min(1).max(256),
  'detail-type': z.string().min(1).max(256),
  time: z.string().max(64),
  detail: z.unknown(),
});
type Envelope = z.infer<typeof envelopeSchema>;
/**
 * What a dead-letter queue holds: the event itself (EventBridge's target dead-letter queue), or, when Lambda's own
 * asynchronous retries gave up, its invocation record with the event as `requestPayload`.
 */
const parkedSchema = z.union([
  envelopeSchema,
  z.object({ requestPayload: envelopeSchema, responsePayload: z.object({ errorMessage: z.string() }).loose().nullish() }).loose(),
]);

/** The event a parked message holds, with the reason it was parked when the message says; undefined when unreadable. */
export function parkedEvent(message: Pick<Message, 'Body' | 'MessageAttributes'>): { envelope: Envelope; error?: string } | undefined {
  let body: unknown;
  try {
    body = JSON.parse(message.Body ?? '');
  } catch {
    return undefined;
  }
  const parsed = parkedSchema.safeParse(body);
  if (!parsed.success) return undefined;
  const attributeError = message.MessageAttributes?.ERROR_MESSAGE?.StringValue;
  if ('requestPayload' in parsed.data) {
    const error = parsed.data.responsePayload?.errorMessage ?? attributeError;
    return { envelope: parsed.data.requestPayload, ...(error ? { error } : {}) };
  }
  return { envelope: parsed.data, ...(attributeError ? { error: attributeError } : {}) };
}

/** Looks at a queue without taking anything: a visibility timeout of 0 leaves every message where it was. */
async function peek(rule: string): Promise<Message[]> {
  const { Messages = [] } = await sqs.send(new ReceiveMessageCommand({
    QueueUrl: queueUrlOf(rule),
    MaxNumberOfMessages: PAGE,
    VisibilityTimeout: 0,
    WaitTimeSeconds: 0,
    MessageAttributeNames: ['All'],
    MessageSystemAttributeNames: ['ApproximateReceiveCount'],
  }));
  return Messages;
}

/**
 * Up to 10 dead letters of every queue (SQS's short polling samples its servers, so a queue of many messages shows
 * some of them; the rest show after a redrive). A queue that cannot be read is named, not fatal.
 */
export async function listDeadLetters(): Promise<{ deadLetters: DeadLetterView[]; unreadable: string[] }> {
  const rules = deadLetterRules();
  const results = await Promise.allSettled(rules.map(peek));
  const deadLetters: DeadLetterView[] = [];
  const unreadable: string[] = [];
  results.forEach((result, index) => {
    const rule = rules[index]!;
    if (result.status === 'rejected') {
      unreadable.push(rule);
      return;
    }
    for (const message of result.value) {
      const parked = parkedEvent(message);
      deadLetters.push({
        messageId: message.MessageId ?? '',
        rule,
        eventId: parked?.envelope.id ?? '',
        source: parked?.envelope.source ?? '',
        detailType: parked?.envelope['detail-type'] ?? '',
        time: parked?.envelope.time ?? '',
        ...(parked?.error ? { error: parked.error } : {}),
        receiveCount: Number(message.Attributes?.ApproximateReceiveCount ?? 0),
        detail: parked ? JSON.stringify(parked.envelope.detail).slice(0, 2000) : (message.Body ?? '').slice(0, 2000),
      });
    }
  });
  deadLetters.sort((a, b) => b.time.localeCompare(a.time));
  return { deadLetters, unreadable };
}

/**
 * Puts a parked event back on the bus, then deletes it from its queue — only once PutEvents accepted it, so a
 * failure leaves it parked. Every rule matching the event gets it again, which is safe because every consumer is
 * idempotent. Two admins redriving the same letter at once may both put it: the consumers apply it once.
 */
export async function redriveDeadLetter(rule: string, messageId: string): Promise<{ messageId: string; eventId: string }> {
  if (!deadLetterRules().includes(rule)) throw new Refusal('not_found', 'dead_letter_not_found');
  for (let page = 0; page < REDRIVE_SEARCH_PAGES; page++) {
    const messages = await peek(rule);
    const message = messages.find((candidate) => candidate.MessageId === messageId);
    if (!message) {
      if (messages.length < PAGE) break;
      continue;
    }
    const parked = parkedEvent(message);
    if (!parked) throw new Refusal('invalid', 'dead_letter_unreadable');
    const { Entries, FailedEntryCount } = await eventBridge.send(new PutEventsCommand({
      Entries: [{
        EventBusName: env.eventBusName,
        Source: parked.envelope.source,
        DetailType: parked.envelope['detail-type'],
        Detail: JSON.stringify(parked.envelope.detail ?? {}),
        Time: new Date(parked.envelope.time),
      }],
    }));
    const eventId = Entries?.[0]?.EventId;
    if (FailedEntryCount || !eventId) throw new Error(`PutEvents refused the redriven event: ${Entries?.[0]?.ErrorCode ?? 'unknown'}`);
    await sqs.send(new DeleteMessageCommand({ QueueUrl: queueUrlOf(rule), ReceiptHandle: message.ReceiptHandle! }));
    return { messageId, eventId };
  }
  throw new Refusal('not_found', 'dead_letter_not_found');
}
