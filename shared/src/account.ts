import * as z from 'zod';
import { emailAddress, entityId } from './bounds.ts';
import { hasForbiddenNameCharacters, MAX_NAME_LENGTH } from './names.ts';
import { timeAccommodations } from './time-accommodation.ts';
import { plans } from './plans.ts';
import type { Difficulty } from './content.ts';

/** Family mode: an account holds up to this many profiles, the holder's own included. */
export const MAX_PROFILES = 6;
export const ageBands = ['3-5', '6-8', '9-11', '12-14', '15-17', 'adulte'] as const;
export const avatars = ['plume', 'renard', 'hibou', 'chat', 'tortue', 'licorne', 'dauphin', 'panda'] as const;
export type Avatar = (typeof avatars)[number];
export type AgeBand = (typeof ageBands)[number];
export { plans, subscriptionIsActive, TRIAL_DAYS, type Plan } from './plans.ts';

/**
 * A person's name (account holder, family profile): shown on public boards, so invisible and text-direction
 * characters are refused. The message is a catalogue key: the HTTP runtime answers with its text.
 */
export const personNameSchema = z.string().trim().min(1).max(MAX_NAME_LENGTH).refine((value) => !hasForbiddenNameCharacters(value), { message: 'name_invalid_characters' });
const name = personNameSchema;
/** A child's profile (any age band but adult) stays off public leaderboards unless a parent shows it. */
export function hiddenFromBoardsByDefault(ageBand: AgeBand): boolean {
  return ageBand !== 'adulte';
}

/**
 * The questions a profile meets first where it picks a level (battles, Q&A rounds): a child up to 8 the easy ones,
 * 9 to 14 the middle ones, from 15 the hard ones. Where players of different ages meet, the room's creator chooses
 * (the lobby says which level), starting from their own.
 */
export function difficultyForAge(ageBand: AgeBand): Difficulty {
  if (ageBand === '3-5' || ageBand === '6-8') return 'facile';
  return ageBand === '9-11' || ageBand === '12-14' ? 'moyen' : 'difficile';
}

/**
 * How a game within a family is made fair across ages (family challenges, family battles): `level`, each player gets
 * questions at their own age's level (same category, same number, one points scale); `time`, the same questions, the
 * younger ones more time per question.
 */
export const familyHandicaps = ['level', 'time'] as const;
export type FamilyHandicap = (typeof familyHandicaps)[number];

/**
 * The time handicap of games within a family (family challenges, family battles): seconds per question multiplied by
 * the player's age band. A 7-year-old reads a question slower than an adult; twice the time brings them level on the
 * questions they know.
 */
const timeFactors: Record<AgeBand, number> = { '3-5': 3, '6-8': 2, '9-11': 1.5, '12-14': 1.25, '15-17': 1, adulte: 1 };
export function timeHandicapFactor(ageBand: AgeBand): number {
  return timeFactors[ageBand];
}

/** A player's time per question under the time handicap. */
export function handicappedMs(baseMs: number, ageBand: AgeBand): number {
  return Math.round(baseMs * timeHandicapFactor(ageBand));
}

/** An optional 4-digit code that keeps a child from opening a parent's profile. */
const pin = z.string().length(4).regex(/^\d{4}$/);

export const profileSchema = z.object({
  id: z.string(),
  name,
  avatar: z.enum(avatars),
  ageBand: z.enum(ageBands),
  isHolder: z.boolean(),
  hasPin: z.boolean(),
  /** Tiers-temps: applied by the server to every deadline of this profile's games. */
  timeAccommodation: z.enum(timeAccommodations),
  /** Kept off public leaderboards (the family still sees its rows); on by default for children. */
  hideFromPublicBoards: z.boolean(),
  createdAt: z.string(),
});
export type Profile = z.infer<typeof profileSchema>;

const profileId = entityId;
export const createProfileRequestSchema = z
  .object({
    name, avatar: z.enum(avatars), ageBand: z.enum(ageBands), pin: pin.optional(), timeAccommodation: z.enum(timeAccommodations).optional(),
    hideFromPublicBoards: z.boolean().optional(),
  })
  .strict();
export const updateProfileRequestSchema = z
  .object({
    profileId, name: name.optional(), avatar: z.enum(avatars).optional(), ageBand: z.enum(ageBands).optional(), pin: pin.nullable().optional(),
    timeAccommodation: z.enum(timeAccommodations).optional(), hideFromPublicBoards: z.boolean().optional(),
  })
  .strict();
export const profileIdRequestSchema = z.object({ profileId }).strict();
export const verifyProfilePinRequestSchema = z.object({ profileId, pin }).strict();
export const updateUserRequestSchema = z.object({ name: name.optional(), language: z.enum(['fr', 'en']).optional() }).strict();
export const deleteAccountRequestSchema = z.object({ confirm: z.literal(true) }).strict();
/** `delete_account`'s answer, once the sign-in and every item of the account are gone. */
export const accountDeletedSchema = z.object({ deleted: z.literal(true) });
/** `delete_profile`'s answer: the profile removed (its data follows through the profile.deleted consumer). */
export const profileDeletedSchema = z.object({ profileId: z.string() });
/**
 * `verify_profile_pin`'s answer: the unlock the browser sends with every call made as that profile, and when it ends;
 * neither for a profile without a PIN.
 */
export const profileUnlockSchema = z.object({ profileId: z.string(), unlock: z.string().optional(), expiresAt: z.string().optional() });
/** `clear_new_user`'s answer: the welcome tour is over. */
export const newUserClearedSchema = z.object({ isNewUser: z.literal(false) });
/** `me`'s answer: who the verified token says the caller is. */
export const callerSchema = z.object({ sub: z.string(), email: z.string().optional(), name: z.string().optional(), groups: z.array(z.string()) });
export const checkSubscriptionRequestSchema = z.object({ email: emailAddress }).strict();
export const subscriptionCheckSchema = z.object({ isActive: z.boolean(), message: z.string() });
export type SubscriptionCheck = z.infer<typeof subscriptionCheckSchema>;

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
  /** In its free trial: premium until periodEnd, when the card given at checkout is charged (unless canceled). */
  trialing: z.boolean(),
  /** Never subscribed: its first checkout starts with the free trial (`TRIAL_DAYS`). */
  trialAvailable: z.boolean(),
  language: z.enum(['fr', 'en']),
  profiles: z.array(profileSchema),
});
export type Account = z.infer<typeof accountSchema>;

export const setAccountStatusRequestSchema = z.object({ uid: entityId, status: z.enum(['active', 'deactivated']) }).strict();
/** `admin/set_account_status`'s answer: the account and the status it now has. */
export const accountStatusSetSchema = z.object({ uid: z.string(), status: z.enum(['active', 'deactivated']) });

/** The contact form (public): validated the same way in the browser and on the server. */
export const contactRequestSchema = z.object({
  name: z.string().trim().min(2).max(80),
  email: emailAddress,
  subject: z.enum(['question', 'abonnement', 'probleme', 'suggestion', 'autre']),
  message: z.string().trim().min(10).max(4000),
  /** The honeypot: a field people never see nor fill. A message that fills it is answered as sent and not kept. */
  website: z.string().max(500).optional(),
}).strict();
/** `contact`'s answer: the message's id (a honeypot's message gets one too, and is not kept). */
export const contactReceivedSchema = z.object({ id: z.string() });

export const coinHistoryRequestSchema = z.object({ profileId: entityId, before: z.int().min(1).optional() }).strict();
const coinEntrySchema = z.object({ sequence: z.int(), amount: z.number(), balanceAfter: z.number(), reason: z.string(), idempotencyKey: z.string(), at: z.string() });
export type CoinEntry = z.infer<typeof coinEntrySchema>;
/** `get_coin_history`'s answer: the balance, what came in and went out, and a page of movements, newest first. */
export const coinHistorySchema = z.object({ balance: z.number(), earned: z.number(), spent: z.number(), entries: z.array(coinEntrySchema), hasMore: z.boolean() });
export type CoinHistory = z.infer<typeof coinHistorySchema>;
