import * as z from 'zod';

/**
 * One HTTP endpoint as both sides know it: its path, the body it accepts and the `data` it answers with. The
 * manifest routes it, the handler parses with `request` and is type-checked against `response`, and the frontend's
 * API file calls `name` and checks the answer with `response`. Nothing about an endpoint is spelled twice.
 */
export interface Endpoint<Request extends z.ZodType = z.ZodType, Response extends z.ZodType = z.ZodType> {
  name: string;
  method: 'GET' | 'POST';
  path: `/api/${string}`;
  request: Request;
  response: Response;
}

/** Routes that take no body: `{}` or nothing, and nothing else. */
export const emptyBody = z.object({}).strict();

export function endpoint<Request extends z.ZodType, Response extends z.ZodType = z.ZodUnknown>(
  name: string,
  request: Request,
  response?: Response,
  method: 'GET' | 'POST' = 'POST',
): Endpoint<Request, Response> {
  return { name, method, path: `/api/${name}`, request, response: (response ?? z.unknown()) as Response };
}
