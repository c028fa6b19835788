import * as z from 'zod';

/** Any id a request names (a uuid, a Cognito sub, a question slug): bounded, so nothing oversized reaches a table key. */
export const entityId = z.string().min(1).max(100);
/** A moment a request names (ISO 8601, with its offset): bounded like every string a request carries. */
export const isoDateTime = z.iso.datetime({ offset: true }).max(40);
/** RFC 5321 caps an address at 254 characters. */
export const emailAddress = z.email().max(254);
