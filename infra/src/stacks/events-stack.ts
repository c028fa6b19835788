import { Duration, Stack, Validations, type NestedStack, type StackProps } from 'aws-cdk-lib';
import * as events from 'aws-cdk-lib/aws-events';
import * as targets from 'aws-cdk-lib/aws-events-targets';
import * as destinations from 'aws-cdk-lib/aws-lambda-destinations';
import * as sqs from 'aws-cdk-lib/aws-sqs';
import type { Construct } from 'constructs';
import { deadLetterQueueName, eventRules, schedules, timers } from '@plume/lambdas/routes';
import { eventBusName, namePrefix } from '../config.ts';
import { constructIdOf, type HandlerFunctionsProps } from '../handler-functions.ts';
import { HandlerStacks } from '../handler-stacks.ts';

export interface EventsStackProps extends StackProps {
  handlerProps: HandlerFunctionsProps;
}

/**
 * The nested stacks the consumers (with their rules and dead-letter queues) and the timers are spread over. Fixed:
 * see `HandlerStacks`. With 30 handlers, the fullest holds 11 (`MAX_HANDLERS_PER_STACK` is 29).
 */
export const EVENT_HANDLER_STACKS = 3;

/** A rule's name: fixed, so the ops stack's metrics name it without a reference. */
export const ruleName = (scope: Construct, rule: string) => `${namePrefix(scope)}-${rule}`;

/** Long enough to ride out throttling or a bad deploy; short enough that a stuck event reaches the DLQ alarm the same day. */
const MAX_EVENT_AGE = Duration.hours(6);
/** Lambda's own retries of an asynchronous invocation that threw (0 to 2; 2 is Lambda's default and most). */
export const CONSUMER_RETRY_ATTEMPTS = 2;

/**
 * The `plume` bus with an archive for replays, one rule per event rule and one scheduled rule per schedule of the
 * route table. Every target retries for hours, then parks the event in its own dead-letter queue; an event its
 * consumer keeps throwing on reaches the same queue through the function's on-failure destination: nothing is lost.
 * Each rule and its queue sit beside their consumer, in its nested stack; rules, queues and the bus have fixed names,
 * so the ops stack and the admin console's handlers find them without a reference.
 */
export class EventsStack extends Stack {
  readonly bus: events.EventBus;
  readonly handlers: HandlerStacks;
  /** Per nested stack, the bus as seen from it (by its fixed name). */
  private readonly busIn = new Map<Stack, events.IEventBus>();

  constructor(scope: Construct, id: string, props: EventsStackProps) {
    super(scope, id, props);
    this.bus = new events.EventBus(this, 'Bus', { eventBusName: eventBusName(this) });
    this.bus.archive('Archive', {
      description: 'Every Plume event, so consumers can be replayed after a fix (they are idempotent).',
      eventPattern: { account: [this.account] },
      retention: Duration.days(90),
    });
    this.handlers = new HandlerStacks(this, 'Handlers', {
      stackCount: EVENT_HANDLER_STACKS,
      description: 'Plume: event consumers, their rules and dead-letter queues, and timers',
      handlerProps: props.handlerProps,
      // The rules of a nested stack name the bus: it must exist first.
      onStack: (stack: NestedStack) => stack.node.addDependency(this.bus),
    });
    for (const { name, pattern, consumer } of eventRules) {
      // The rule renders pattern keys verbatim (only `detailType` is renamed), so native EventBridge JSON passes through.
      this.addRule(name, consumer, { eventPattern: pattern as events.EventPattern });
    }
    for (const { name, expression, handler } of schedules) {
      // Scheduled rules run on the account's default bus, as EventBridge requires.
      this.addRule(name, handler, { schedule: events.Schedule.expression(expression) });
    }
    // The timers' targets (EventBridge Scheduler invokes each by its fixed name; the API stack holds their group and role).
    for (const timer of timers) this.handlers.forHandler(timer.handler);
  }

  private addRule(
    name: string,
    handlerId: string,
    trigger: { eventPattern: events.EventPattern } | { schedule: events.Schedule },
  ): void {
    const id = constructIdOf(name);
    const consumer = this.handlers.forHandler(handlerId);
    const scope = Stack.of(consumer);
    const deadLetterQueue = new sqs.Queue(scope, `${id}DeadLetters`, {
      // A fixed name: the admin console's handlers (API stack) find it without a reference to this stack.
      queueName: deadLetterQueueName(name, namePrefix(this)),
      encryption: sqs.QueueEncryption.SQS_MANAGED,
      enforceSSL: true,
      retentionPeriod: Duration.days(14),
    });
    Validations.of(deadLetterQueue).acknowledge({
      id: 'AwsSolutions-SQS3',
      reason: `This queue is the dead-letter queue of rule ${name}; its depth alarm is the last line, it needs no queue behind it.`,
    });
    // EventBridge invokes the consumer asynchronously, so its target DLQ only keeps what could not be *delivered*
    // (throttling, permissions). An event the function throws on is retried by Lambda itself (twice, Lambda's most),
    // then sent to the same queue as an invocation record (`requestPayload` = the event), which the admin console's
    // dead-letter list parses and redrives like the rest. The destination grants the function sqs:SendMessage.
    consumer.configureAsyncInvoke({ onFailure: new destinations.SqsDestination(deadLetterQueue), retryAttempts: CONSUMER_RETRY_ATTEMPTS, maxEventAge: MAX_EVENT_AGE });
    new events.Rule(scope, `${id}Rule`, {
      ruleName: ruleName(this, name),
      description: `${name} → ${handlerId}`,
      ...('eventPattern' in trigger ? { eventBus: this.busOf(scope), eventPattern: trigger.eventPattern } : trigger),
      targets: [
        new targets.LambdaFunction(consumer, {
          deadLetterQueue,
          maxEventAge: MAX_EVENT_AGE,
          retryAttempts: 20,
        }),
      ],
    });
  }

  private busOf(stack: Stack): events.IEventBus {
    let bus = this.busIn.get(stack);
    if (!bus) {
      bus = events.EventBus.fromEventBusName(stack, 'Bus', eventBusName(stack));
      this.busIn.set(stack, bus);
    }
    return bus;
  }
}
