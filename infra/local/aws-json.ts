import { listenOnLoopback } from './ports.ts';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import * as z from 'zod';
import { readBody } from './read-body.ts';

/**
 * The AWS JSON protocols as the local cloud's SQS, CloudWatch (1.0) and Secrets Manager (1.1) speak them: `POST /`
 * with `x-amz-target: <service target>.<Operation>` and a JSON body; answers in `application/x-amz-json-<version>`. An
 * error carries `__type` and `message` in the body; SQS and CloudWatch are "AWS Query compatible" and also give its
 * query code in the `x-amzn-query-error` header, which the SDK prefers when naming the exception (a service without
 * query codes leaves `queryCode` undefined). Signatures are not verified.
 */
export class AwsJsonError extends Error {
  constructor(readonly status: number, readonly type: string, readonly queryCode: string | undefined, message: string) {
    super(message);
  }
}

export interface AwsJsonService {
  /** What `x-amz-target` starts with, before the operation's name (`AmazonSQS`, `GraniteServiceVersion20100801`). */
  target: string;
  /** The protocol's version: 1.0 unless told (Secrets Manager speaks 1.1). */
  jsonVersion?: '1.0' | '1.1';
  /** The namespace of error shapes (`com.amazonaws.sqs`). */
  errorNamespace: string;
  /** The error a body that does not parse gets (`InvalidParameterValue`). */
  invalidInput: { type: string; queryCode?: string };
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
    reply(response, service, 200, run(body));
  } catch (error) {
    const failure = error instanceof AwsJsonError
      ? error
      : new AwsJsonError(400, service.invalidInput.type, service.invalidInput.queryCode, error instanceof z.ZodError ? z.prettifyError(error) : 'The request could not be handled');
    if (failure.queryCode) response.setHeader('x-amzn-query-error', `${failure.queryCode};Sender`);
    reply(response, service, failure.status, { __type: `${service.errorNamespace}#${failure.type}`, message: failure.message });
  }
}

function reply(response: ServerResponse, service: AwsJsonService, status: number, body: unknown): void {
  response.writeHead(status, { 'content-type': `application/x-amz-json-${service.jsonVersion ?? '1.0'}` });
  response.end(JSON.stringify(body));
}

/** Serves `service` on 127.0.0.1:`port` (0: any free port); `url` is where its SDK client points, `stop` closes it. */
export async function listenAwsJson(service: AwsJsonService, port: number): Promise<{ url: string; stop: () => Promise<void> }> {
  const server: Server = createServer((request, response) => void handleAwsJson(service, request, response));
  return { url: await listenOnLoopback(server, port), stop: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}
