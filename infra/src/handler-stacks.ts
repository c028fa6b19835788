import { createHash } from 'node:crypto';
import { NestedStack } from 'aws-cdk-lib';
import type { NodejsFunction } from 'aws-cdk-lib/aws-lambda-nodejs';
import { Construct } from 'constructs';
import { HandlerFunctions, type HandlerFunctionsProps } from './handler-functions.ts';
import { HEADROOM, quotas } from './quotas.ts';

/**
 * What one handler may cost in its stack, resources included with it: its function, role, policy, log group and
 * errors alarm (5), up to two policies of its capabilities, and its routes (route, integration, permission: 3 each)
 * or rules (rule, permission, dead-letter queue, its policy, invoke configuration: 5 each). Measured: 11 at most.
 */
export const RESOURCES_PER_HANDLER = 12;
/** So that `RESOURCES_PER_HANDLER` × this stays within `HEADROOM` (70 %) of CloudFormation's 500 resources: 29. */
export const MAX_HANDLERS_PER_STACK = Math.floor((HEADROOM * quotas.resources) / RESOURCES_PER_HANDLER);

/**
 * Jump consistent hash (Lamping and Veach, 2014): a bucket in [0, buckets) for a 64-bit key. Raising `buckets` by one
 * moves only the keys the new bucket takes (about 1/buckets of them); every other key keeps its bucket.
 */
export function jumpHash(key: bigint, buckets: number): number {
  let bucket = -1;
  let next = 0;
  let state = key;
  while (next < buckets) {
    bucket = next;
    state = (state * 2862933555777941757n + 1n) & 0xffff_ffff_ffff_ffffn;
    next = Math.floor((bucket + 1) * (2 ** 31 / (Number(state >> 33n) + 1)));
  }
  return bucket;
}

/** The nested stack a handler lives in: a function of its id and the stack count only, never of the other handlers. */
export function handlerStackIndex(handlerId: string, stackCount: number): number {
  return jumpHash(createHash('sha256').update(handlerId).digest().readBigUInt64BE(0), stackCount);
}

export interface HandlerStacksProps {
  /**
   * How many nested stacks the handlers are spread over. Fixed on purpose: a handler moved to another stack would be
   * created there before it is deleted from the old one, and CloudFormation refuses both its fixed function name and
   * its route key twice. Raise it only when a stack would hold more than `MAX_HANDLERS_PER_STACK` (synth says so),
   * as described in docs/deploy-checks.md.
   */
  stackCount: number;
  /** The nested stacks' description, followed by their number. */
  description: string;
  handlerProps: HandlerFunctionsProps;
  /** Called once per nested stack, when its first handler is placed in it. */
  onStack?: (stack: NestedStack) => void;
}

/**
 * Handler functions spread over nested stacks, each handler in the stack `handlerStackIndex` gives it, so every
 * template stays well inside CloudFormation's quotas as routes are added. Whatever belongs to one handler (its routes,
 * integrations and permissions, its rules and dead-letter queues) is created beside it, in its stack (`Stack.of(fn)`),
 * so the parent passes a few shared values down (API ids, policies) and no per-handler value crosses a stack.
 * Stacks are created with their first handler: an empty template would be refused.
 */
export class HandlerStacks extends Construct {
  private readonly parts = new Map<number, { stack: NestedStack; handlers: HandlerFunctions }>();

  constructor(scope: Construct, id: string, private readonly props: HandlerStacksProps) {
    super(scope, id);
  }

  /** Every function created so far, keyed by handler id. */
  get all(): ReadonlyMap<string, NodejsFunction> {
    return new Map([...this.parts.values()].flatMap((part) => [...part.handlers.all]));
  }

  /** The nested stacks created so far. */
  get stacks(): NestedStack[] {
    return [...this.parts.values()].map((part) => part.stack);
  }

  forHandler(handlerId: string): NodejsFunction {
    return this.partOf(handlerId).handlers.forHandler(handlerId);
  }

  private partOf(handlerId: string) {
    const index = handlerStackIndex(handlerId, this.props.stackCount);
    let part = this.parts.get(index);
    if (!part) {
      const stack = new NestedStack(this, `Part${index}`, { description: `${this.props.description} (part ${index + 1} of ${this.props.stackCount})` });
      const handlers = new HandlerFunctions(stack, 'Handlers', this.props.handlerProps);
      stack.node.addValidation({
        validate: () => (handlers.all.size > MAX_HANDLERS_PER_STACK
          ? [`${stack.node.path} holds ${handlers.all.size} handlers, more than ${MAX_HANDLERS_PER_STACK}: raise stackCount (docs/deploy-checks.md)`]
          : []),
      });
      part = { stack, handlers };
      this.parts.set(index, part);
      this.props.onStack?.(stack);
    }
    return part;
  }
}
