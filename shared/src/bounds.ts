import * as z from 'zod';

/** Any id a request names (a uuid, a Cognito sub, a question slug): bounded, so nothing oversized reaches a table key. */
export const entityId = z.string().min(1).max(100);
/** RFC 5321 caps an address at 254 characters. */
export const emailAddress = z.email().max(254);
