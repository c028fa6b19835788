import * as z from 'zod';
import { entityId } from '../bounds.ts';
import { payoutProvenanceSchema } from './provenance.ts';
import { MAX_PAYOUT_COINS, MAX_REJECT_REASON_CHARS, payoutActions, payoutDestinationSchema, payoutStatuses } from './rules.ts';

// ---- requests -------------------------------------------------------------------------------------------------------

export const walletRequestSchema = z.object({ profileId: entityId }).strict();
export const requestPayoutRequestSchema = z.object({
  profileId: entityId,
  coins: z.int().min(1).max(MAX_PAYOUT_COINS),
  destination: payoutDestinationSchema,
}).strict();
export const financeListPayoutsRequestSchema = z.object({
  status: z.enum(payoutStatuses).optional(),
  search: z.string().trim().max(100).optional(),
}).strict();
export const financeReviewPayoutRequestSchema = z.object({
  payoutId: entityId,
  action: z.enum(payoutActions),
  reason: z.string().trim().min(3).max(MAX_REJECT_REASON_CHARS).optional(),
}).strict().refine((body) => body.action !== 'reject' || body.reason !== undefined, { message: 'reason', path: ['reason'] });

// ---- responses ------------------------------------------------------------------------------------------------------

const auditEntrySchema = z.object({
  status: z.enum(payoutStatuses),
  at: z.string(),
  /** `family` for the request itself; the staff member's e-mail (or id) for each finance step. */
  by: z.string(),
  reason: z.string().optional(),
}).strict();

/** What the family sees of one request: never the full bank details once stored. */
export const familyPayoutSchema = z.object({
  id: z.string(),
  profileId: z.string(),
  profileName: z.string(),
  coins: z.int(),
  cents: z.int(),
  method: z.enum(['paypal', 'iban']),
  destination: z.string(),
  status: z.enum(payoutStatuses),
  requestedAt: z.string(),
  updatedAt: z.string(),
  reason: z.string().optional(),
}).strict();
export type FamilyPayout = z.infer<typeof familyPayoutSchema>;

export const walletSchema = z.object({
  balance: z.int(),
  cents: z.int(),
  coinsPerEuro: z.int(),
  minimumCoins: z.int(),
  /** Whether this profile's coins may be redeemed (adult profiles, by the account holder). */
  redeemable: z.boolean(),
  /** When the account may ask again (ISO), if a request was made less than 48 h ago. */
  nextRequestAt: z.string().optional(),
  requests: z.array(familyPayoutSchema),
}).strict();
export type WalletView = z.infer<typeof walletSchema>;

/** What finance sees: the full destination (they pay it), who asked, every step, and where the coins came from. */
export const financePayoutSchema = familyPayoutSchema.extend({
  uid: z.string(),
  email: z.string(),
  payTo: z.string(),
  history: z.array(auditEntrySchema),
  /** Taken when the request was made; requests made before the snapshot existed have none. */
  provenance: payoutProvenanceSchema.optional(),
}).strict();
export type FinancePayout = z.infer<typeof financePayoutSchema>;

export const financePayoutListSchema = z.object({ items: z.array(financePayoutSchema), truncated: z.boolean() }).strict();
export const financePayoutReviewedSchema = z.object({ payout: financePayoutSchema }).strict();
