import { listenOnLoopback } from './ports.ts';
import { createHash, randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import * as z from 'zod';
import type { DeadLetter } from './eventbridge.ts';
import { AwsJsonError, handleAwsJson, type AwsJsonService } from './aws-json.ts';

/**
 * The dead-letter queues, locally: the subset of SQS's AWS JSON 1.0 protocol (`x-amz-target: AmazonSQS.<Operation>`,
 * what @aws-sdk/client-sqs 3.11xx speaks) that the admin console's handlers use — ReceiveMessage, DeleteMessage and
 * GetQueueAttributes — over the local EventBridge's dead-letter list. One queue per rule or schedule, named as on AWS
 * (`deadLetterQueueName`), each message shaped as EventBridge parks it there: the event as the body, the rule and the
 * error as message attributes.
 */
export interface LocalDeadLetterQueuesOptions {
  /** The dead letters, oldest first; DeleteMessage removes from this very list (so `/_local/dlq` shows it too). */
  deadLetters: DeadLetter[];
  /** Every rule and schedule: each has a queue. */
  rules: readonly string[];
  /** The queue name of a rule. */
  queueNameOf: (rule: string) => string;
  account: string;
  region: string;
}

/** How long a received message stays hidden when the caller names no visibility timeout (SQS's default). */
const DEFAULT_VISIBILITY_SECONDS = 30;
const MAX_REQUEST_BYTES = 256 * 1024;

const receiveSchema = z.object({
  QueueUrl: z.string().max(2048),
  MaxNumberOfMessages: z.int().min(1).max(10).optional(),
  VisibilityTimeout: z.int().min(0).max(43_200).optional(),
  WaitTimeSeconds: z.int().min(0).max(20).optional(),
}).loose();
const deleteSchema = z.object({ QueueUrl: z.string().max(2048), ReceiptHandle: z.string().max(1024) }).loose();
const attributesSchema = z.object({ QueueUrl: z.string().max(2048) }).loose();

interface Delivery { invisibleUntil: number; receiveCount: number; receiptHandles: Set<string> }

export class LocalDeadLetterQueues {
  private server: Server | undefined;
  private endpoint = '';
  private readonly deliveries = new Map<string, Delivery>();

  constructor(private readonly options: LocalDeadLetterQueuesOptions) {}

  async listen(port: number): Promise<string> {
    this.server = createServer((request, response) => void this.handle(request, response));
    this.endpoint = await listenOnLoopback(this.server, port);
    return this.endpoint;
  }

  /** What every queue URL starts with; the queue's name follows (as `https://sqs.<region>.amazonaws.com/<account>/` on AWS). */
  queueUrlPrefix(): string {
    return `${this.endpoint}/${this.options.account}/`;
  }

  async stop(): Promise<void> {
    await new Promise<void>((resolve) => (this.server ? this.server.close(() => resolve()) : resolve()));
  }

  private readonly service: AwsJsonService = {
    target: 'AmazonSQS',
    errorNamespace: 'com.amazonaws.sqs',
    invalidInput: { type: 'InvalidParameterValue', queryCode: 'InvalidParameterValue' },
    maxRequestBytes: MAX_REQUEST_BYTES,
    operations: {
      ReceiveMessage: (body) => this.receive(receiveSchema.parse(body)),
      DeleteMessage: (body) => this.delete(deleteSchema.parse(body)),
      GetQueueAttributes: (body) => this.attributes(attributesSchema.parse(body)),
    },
  };

  private handle(request: IncomingMessage, response: ServerResponse): Promise<void> {
    return handleAwsJson(this.service, request, response);
  }

  /** The rule whose queue a URL names (`<prefix><queue name>`), or QueueDoesNotExist. */
  private ruleOf(queueUrl: string): string {
    const rule = queueUrl.startsWith(this.queueUrlPrefix())
      ? this.options.rules.find((candidate) => this.queueUrlPrefix() + this.options.queueNameOf(candidate) === queueUrl)
      : undefined;
    if (rule === undefined) throw new AwsJsonError(400, 'QueueDoesNotExist', 'AWS.SimpleQueueService.NonExistentQueue', 'The specified queue does not exist.');
    return rule;
  }

  private receive(input: z.infer<typeof receiveSchema>) {
    const rule = this.ruleOf(input.QueueUrl);
    const now = Date.now();
    const visibilityMs = (input.VisibilityTimeout ?? DEFAULT_VISIBILITY_SECONDS) * 1000;
    const visible = this.options.deadLetters.filter((letter) => letter.rule === rule && (this.deliveries.get(letter.messageId)?.invisibleUntil ?? 0) <= now);
    const messages = visible.slice(0, input.MaxNumberOfMessages ?? 1).map((letter) => {
      const delivery = this.deliveries.get(letter.messageId) ?? { invisibleUntil: 0, receiveCount: 0, receiptHandles: new Set<string>() };
      delivery.receiveCount += 1;
      delivery.invisibleUntil = now + visibilityMs;
      // A new handle at each receipt. SQS asks for the latest, yet in practice honours earlier ones; so does this.
      const receiptHandle = `${letter.messageId}.${randomBytes(12).toString('base64url')}`;
      delivery.receiptHandles.add(receiptHandle);
      this.deliveries.set(letter.messageId, delivery);
      const body = JSON.stringify(letter.event);
      return {
        MessageId: letter.messageId,
        ReceiptHandle: receiptHandle,
        MD5OfBody: createHash('md5').update(body).digest('hex'),
        Body: body,
        Attributes: { ApproximateReceiveCount: String(delivery.receiveCount), SentTimestamp: String(Date.parse(letter.failedAt)) },
        MessageAttributes: {
          RULE_ARN: { DataType: 'String', StringValue: `arn:aws:events:${this.options.region}:${this.options.account}:rule/plume/plume-${letter.rule}` },
          ERROR_MESSAGE: { DataType: 'String', StringValue: letter.error },
          RETRY_ATTEMPTS: { DataType: 'Number', StringValue: String(letter.attempts - 1) },
        },
      };
    });
    return messages.length ? { Messages: messages } : {};
  }

  private delete(input: z.infer<typeof deleteSchema>) {
    const rule = this.ruleOf(input.QueueUrl);
    const messageId = input.ReceiptHandle.split('.')[0] ?? '';
    // A handle this queue never issued is refused; one of a message already deleted is accepted, as SQS does.
    if (!this.deliveries.get(messageId)?.receiptHandles.has(input.ReceiptHandle)) throw new AwsJsonError(400, 'ReceiptHandleIsInvalid', 'ReceiptHandleIsInvalid', 'The input receipt handle is invalid.');
    const index = this.options.deadLetters.findIndex((letter) => letter.messageId === messageId && letter.rule === rule);
    if (index >= 0) this.options.deadLetters.splice(index, 1);
    return {};
  }

  private attributes(input: z.infer<typeof attributesSchema>) {
    const rule = this.ruleOf(input.QueueUrl);
    const now = Date.now();
    const letters = this.options.deadLetters.filter((letter) => letter.rule === rule);
    const hidden = letters.filter((letter) => (this.deliveries.get(letter.messageId)?.invisibleUntil ?? 0) > now).length;
    return { Attributes: { ApproximateNumberOfMessages: String(letters.length - hidden), ApproximateNumberOfMessagesNotVisible: String(hidden) } };
  }
}
