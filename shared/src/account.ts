import * as z from 'zod';
import { plans } from './plans.ts';

/** Family mode: an account holds up to this many profiles, the holder's own included. */
export const MAX_PROFILES = 6;
export const ageBands = ['3-5', '6-8', '9-11', '12-14', '15-17', 'adulte'] as const;
export const avatars = ['plume', 'renard', 'hibou', 'chat', 'tortue', 'licorne', 'dauphin', 'panda'] as const;
export { plans, type Plan } from './plans.ts';

const name = z.string().trim().min(1).max(30);
/** An optional 4-digit code that keeps a child from opening a parent's profile. */
const pin = z.string().regex(/^\d{4}$/);

export const profileSchema = z.object({
  id: z.string(),
  name,
  avatar: z.enum(avatars),
  ageBand: z.enum(ageBands),
  isHolder: z.boolean(),
  hasPin: z.boolean(),
  createdAt: z.string(),
});
export type Profile = z.infer<typeof profileSchema>;

export const createProfileRequestSchema = z.object({ name, avatar: z.enum(avatars), ageBand: z.enum(ageBands), pin: pin.optional() }).strict();
export const updateProfileRequestSchema = z
  .object({ profileId: z.string().min(1), name: name.optional(), avatar: z.enum(avatars).optional(), ageBand: z.enum(ageBands).optional(), pin: pin.nullable().optional() })
  .strict();
export const profileIdRequestSchema = z.object({ profileId: z.string().min(1) }).strict();
export const verifyProfilePinRequestSchema = z.object({ profileId: z.string().min(1), pin }).strict();
export const updateUserRequestSchema = z.object({ name: name.optional(), language: z.enum(['fr', 'en']).optional() }).strict();
export const deleteAccountRequestSchema = z.object({ confirm: z.literal(true) }).strict();
export const checkSubscriptionRequestSchema = z.object({ email: z.email() }).strict();

export const accountSchema = z.object({
  uid: z.string(),
  email: z.string(),
  name: z.string(),
  accountType: z.literal('holder'),
  status: z.enum(['active', 'deactivated']),
  isNewUser: z.boolean(),
  isPremium: z.boolean(),
  paymentPending: z.boolean(),
  plan: z.enum(plans).nullable(),
  periodEnd: z.string().nullable(),
  /** Canceled by its holder: stays premium until periodEnd, then lapses. */
  cancelAtPeriodEnd: z.boolean(),
  language: z.enum(['fr', 'en']),
  profiles: z.array(profileSchema),
});
export type Account = z.infer<typeof accountSchema>;

/** A subscription counts only while its paid period runs: expiry needs no event to take effect. */
export function subscriptionIsActive(state: { isPremium?: boolean; periodEnd?: string | null }, now = new Date()): boolean {
  return state.isPremium === true && !!state.periodEnd && new Date(state.periodEnd).getTime() > now.getTime();
}

export const setAccountStatusRequestSchema = z.object({ uid: z.string().min(1), status: z.enum(['active', 'deactivated']) }).strict();

/** The contact form (public): validated the same way in the browser and on the server. */
export const contactRequestSchema = z.object({
  name: z.string().trim().min(2).max(80),
  email: z.email().max(200),
  subject: z.enum(['question', 'abonnement', 'probleme', 'suggestion', 'autre']),
  message: z.string().trim().min(10).max(4000),
  /** The honeypot: a field people never see nor fill. A message that fills it is answered as sent and not kept. */
  website: z.string().max(500).optional(),
}).strict();

export const coinHistoryRequestSchema = z.object({ profileId: z.string().min(1), before: z.int().min(1).optional() }).strict();
