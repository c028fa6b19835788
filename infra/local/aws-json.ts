import type { IncomingMessage, ServerResponse } from 'node:http';
import * as z from 'zod';
import { readBody } from './read-body.ts';

/**
 * The AWS JSON 1.0 protocol as the local cloud's SQS and CloudWatch speak it: `POST /` with
 * `x-amz-target: <service target>.<Operation>` and a JSON body; answers in `application/x-amz-json-1.0`. Both services
 * are "AWS Query compatible": an error carries `__type` and `message` in the body and its query code in the
 * `x-amzn-query-error` header, which the SDK prefers when naming the exception. Signatures are not verified.
 */
export class AwsJsonError extends Error {
  constructor(readonly status: number, readonly type: string, readonly queryCode: string, message: string) {
    super(message);
  }
}

export interface AwsJsonService {
  /** What `x-amz-target` starts with, before the operation's name (`AmazonSQS`, `GraniteServiceVersion20100801`). */
  target: string;
  /** The namespace of error shapes (`com.amazonaws.sqs`). */
  errorNamespace: string;
  /** The error a body that does not parse gets (`InvalidParameterValue`). */
  invalidInput: { type: string; queryCode: string };
  maxRequestBytes: number;
  /** Each operation: its parsed JSON body in, its answer out (or an AwsJsonError, or a zod error: invalid input). */
  operations: Readonly<Record<string, (body: unknown) => unknown>>;
}

export async function handleAwsJson(service: AwsJsonService, request: IncomingMessage, response: ServerResponse): Promise<void> {
  const target = String(request.headers['x-amz-target'] ?? '');
  const operation = target.startsWith(`${service.target}.`) ? target.slice(service.target.length + 1) : '';
  try {
    const run = Object.hasOwn(service.operations, operation) ? service.operations[operation] : undefined;
    if (request.method !== 'POST' || !run) throw new AwsJsonError(400, 'UnsupportedOperation', 'UnsupportedOperation', `Operation ${target} is not supported by the local ${service.target}`);
    const raw = await readBody(request, service.maxRequestBytes);
    if (!raw) throw new AwsJsonError(413, 'RequestTooLong', 'RequestTooLong', 'The request is too large.');
    let body: unknown;
    try {
      body = JSON.parse(raw.toString('utf8') || '{}');
    } catch {
      throw new AwsJsonError(400, service.invalidInput.type, service.invalidInput.queryCode, 'Request body is not valid JSON');
    }
    reply(response, 200, run(body));
  } catch (error) {
    const failure = error instanceof AwsJsonError
      ? error
      : new AwsJsonError(400, service.invalidInput.type, service.invalidInput.queryCode, error instanceof z.ZodError ? z.prettifyError(error) : 'The request could not be handled');
    response.setHeader('x-amzn-query-error', `${failure.queryCode};Sender`);
    reply(response, failure.status, { __type: `${service.errorNamespace}#${failure.type}`, message: failure.message });
  }
}

function reply(response: ServerResponse, status: number, body: unknown): void {
  response.writeHead(status, { 'content-type': 'application/x-amz-json-1.0' });
  response.end(JSON.stringify(body));
}
