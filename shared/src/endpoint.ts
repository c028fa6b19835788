import * as z from 'zod';
import type { StaffGroup } from './staff-mfa.ts';

/**
 * Who may call an endpoint. `none`: anyone (no token). Every other level needs a signed-in caller whose account is
 * neither deleted nor deactivated: `user` nothing more; `premium` a paying account; `player` a signed-in caller moving
 * in a game of their own (premium was checked when it started); `group` a staff group's member (granted only with
 * TOTP MFA: staff-mfa.ts; `admin` holds the `examinator`'s rights: route-access.ts). The route table gives the API
 * Gateway route its JWT authorizer from it, and the HTTP runtime enforces it.
 */
export type EndpointAuth = { auth: 'none' } | { auth: 'user' } | { auth: 'premium' } | { auth: 'player' } | { auth: 'group'; group: StaffGroup };
/** The auth levels by name (`'none' | 'user' | 'premium' | 'player' | 'group'`). */
export type AuthLevel = EndpointAuth['auth'];

/**
 * One HTTP endpoint as both sides know it: its path, who may call it, the body it accepts and the `data` it answers
 * with. The manifest routes it (its JWT authorizer from `auth`), the handler parses with `request`, is typed by
 * `auth` (a signed-in caller's identity on every level but `none`) and is type-checked against `response`; the
 * frontend's API file calls `name` and checks the answer with `response`. Nothing about an endpoint is spelled twice.
 */
export type Endpoint<Request extends z.ZodType = z.ZodType, Response extends z.ZodType = z.ZodType, Name extends string = string, Auth extends EndpointAuth = EndpointAuth> = {
  /** The path under `/api/`, as a literal type: the frontend's `call(name, input)` is typed by it without loading any schema. */
  name: Name;
  method: 'GET' | 'POST';
  path: `/api/${Name}`;
  request: Request;
  response: Response;
} & Auth;

/** How an endpoint is called: its auth level, always stated, and its method (`POST` unless said). */
export type EndpointOptions<Auth extends EndpointAuth = EndpointAuth> = Auth & { method?: 'GET' | 'POST' };

/** Routes that take no body: `{}` or nothing, and nothing else. */
export const emptyBody = z.object({}).strict();

/**
 * Every endpoint says who may call it (`{ auth: 'premium' }`, `{ auth: 'group', group: 'admin' }`: no default, so the
 * contract reads as a table) and what it answers: a write too (`{ ok: true }`-like acknowledgements, the item it created).
 */
export function endpoint<Request extends z.ZodType, Response extends z.ZodType, const Name extends string, const Auth extends EndpointAuth>(
  name: Name,
  request: Request,
  response: Response,
  { method = 'POST', ...auth }: EndpointOptions<Auth>,
): Endpoint<Request, Response, Name, Auth> {
  return { name, method, path: `/api/${name}`, request, response, ...(auth as unknown as Auth) };
}
