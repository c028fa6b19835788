import * as z from 'zod';
import { entityId } from '../bounds.ts';

/*
 * The admin console's contracts (docs/admin.md): accounts, dead letters. Every string is bounded; the search term
 * also refuses what would break out of a Cognito ListUsers filter (`"`, `\`, control characters).
 */

// ---- accounts -------------------------------------------------------------------------------------------------------

/** What an admin searches by: an e-mail prefix or a name prefix (Cognito's `^=` filter on that attribute). */
export const accountSearchFields = ['email', 'name'] as const;
export const MAX_ACCOUNT_SEARCH_CHARS = 100;
/** Cognito answers at most 60 users per ListUsers call. */
export const ACCOUNTS_PAGE_SIZE = 60;

export const adminListAccountsRequestSchema = z.object({
  search: z.string().trim().max(MAX_ACCOUNT_SEARCH_CHARS).regex(/^[^"\\\p{Cc}]*$/u).optional(),
  field: z.enum(accountSearchFields).optional(),
  /** Cognito's pagination token from the previous page (opaque). */
  next: z.string().min(1).max(4096).optional(),
}).strict();
export type AdminListAccountsRequest = z.infer<typeof adminListAccountsRequestSchema>;

export const adminAccountSchema = z.object({
  uid: z.string(),
  email: z.string(),
  name: z.string(),
  /** Plume's own status (what every request checks); `missing` when the person never opened the app. */
  status: z.enum(['active', 'deactivated', 'missing']),
  /** Whether Cognito lets the person sign in. */
  signInEnabled: z.boolean(),
  isPremium: z.boolean(),
  createdAt: z.string().nullable(),
}).strict();
export type AdminAccount = z.infer<typeof adminAccountSchema>;

export const adminAccountListSchema = z.object({
  accounts: z.array(adminAccountSchema),
  next: z.string().optional(),
}).strict();

// ---- dead letters ---------------------------------------------------------------------------------------------------

/** A rule or schedule name of the manifest (`lambdas/src/routes.ts`): lower-case words and dashes. */
export const ruleName = z.string().min(1).max(64).regex(/^[a-z0-9-]+$/);

export const adminListDeadLettersRequestSchema = z.object({}).strict();

export const deadLetterSchema = z.object({
  /** The queue's message id: what a redrive names. */
  messageId: z.string(),
  rule: z.string(),
  /** The event as the rule received it. */
  eventId: z.string(),
  source: z.string(),
  detailType: z.string(),
  time: z.string(),
  /** Why the target refused it, when the queue says. */
  error: z.string().optional(),
  /** How many times the queue handed it out (listing counts too). */
  receiveCount: z.int(),
  detail: z.string(),
}).strict();
export type DeadLetterView = z.infer<typeof deadLetterSchema>;

export const deadLetterListSchema = z.object({
  deadLetters: z.array(deadLetterSchema),
  /** Rules whose queue could not be read, so the list may be incomplete. */
  unreadable: z.array(z.string()),
}).strict();

export const adminRedriveDeadLetterRequestSchema = z.object({ rule: ruleName, messageId: entityId }).strict();
export const deadLetterRedrivenSchema = z.object({ messageId: z.string(), eventId: z.string() }).strict();
