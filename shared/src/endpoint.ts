import * as z from 'zod';

/**
 * One HTTP endpoint as both sides know it: its path, the body it accepts and the `data` it answers with. The
 * manifest routes it, the handler parses with `request` and is type-checked against `response`, and the frontend's
 * API file calls `name` and checks the answer with `response`. Nothing about an endpoint is spelled twice.
 */
export interface Endpoint<Request extends z.ZodType = z.ZodType, Response extends z.ZodType = z.ZodType, Name extends string = string> {
  /** The path under `/api/`, as a literal type: the frontend's `call(name, input)` is typed by it without loading any schema. */
  name: Name;
  method: 'GET' | 'POST';
  path: `/api/${Name}`;
  request: Request;
  response: Response;
}

/** Routes that take no body: `{}` or nothing, and nothing else. */
export const emptyBody = z.object({}).strict();

/** Every endpoint says what it answers: a write too (`{ ok: true }`-like acknowledgements, the item it created). */
export function endpoint<Request extends z.ZodType, Response extends z.ZodType, const Name extends string = string>(
  name: Name,
  request: Request,
  response: Response,
  method: 'GET' | 'POST' = 'POST',
): Endpoint<Request, Response, Name> {
  return { name, method, path: `/api/${name}`, request, response };
}
