import * as z from 'zod';
import { coinOriginOf, coinSources } from '../economy.ts';

/**
 * Where a payout request's coins came from (docs/payouts.md « Where the coins came from »): a snapshot taken when the
 * request is made, from the profile's whole ledger, so finance judges a request on what the wallet was then. Pure:
 * the server reads the ledger and the account, these rules count and flag.
 */

/** A ledger reason no source claims is counted apart, under `other`: coins nobody can place deserve a look. */
export const provenanceSources = [...coinSources, 'other'] as const;
export type ProvenanceSource = (typeof provenanceSources)[number];

/**
 * The flags finance reads before paying. Each asks for a look; none refuses anything. `linked_games`: battle winnings
 * against an account linked by a referral (older than the link's family days: younger, such a game pays nothing), which
 * the settlement marks `battle_win_linked`.
 */
export const provenanceFlags = ['single_source', 'burst', 'new_account', 'linked_games'] as const;
export type ProvenanceFlag = (typeof provenanceFlags)[number];

/**
 * Varied play mixes quizzes, dictations, battles…: when one source alone makes this share of everything a wallet ever
 * earned, the wallet is that source (a referral ring, winnings passed between accounts, one game played against
 * itself) rather than a family's play.
 */
export const SINGLE_SOURCE_PERCENT = 80;
/**
 * The daily caps keep steady play to a few hundred coins a day, so half of a wallet's lifetime earned in the last week
 * means a young wallet or a source without a cap (battles, contests, referrals): the ones a farm would use.
 */
export const BURST_PERCENT = 50;
export const BURST_WINDOW_DAYS = 7;
/**
 * A month: one billing period of the monthly plan, and as long as referral-linked accounts are kept from playing each
 * other for coins (REFERRAL_LINK_DAYS). Younger, an account has not been around long enough for its play to say much.
 */
export const NEW_ACCOUNT_DAYS = 30;
/** The recent window finance reads beside the lifetime: what the wallet earned lately, by source. */
export const RECENT_WINDOW_DAYS = 30;

const DAY_MS = 86_400_000;

const coinsBySourceSchema = z.partialRecord(z.enum(provenanceSources), z.int().min(0));
export type CoinsBySource = z.infer<typeof coinsBySourceSchema>;

/** Stored on the request item and answered to finance: integers only, sources that credited nothing left out. */
export const payoutProvenanceSchema = z.object({
  /** Coins credited by source since the profile's first entry. */
  lifetime: coinsBySourceSchema,
  /** Coins credited by source in the RECENT_WINDOW_DAYS before the request. */
  recent: coinsBySourceSchema,
  /** Whole days between the account's creation and the request. */
  accountAgeDays: z.int().min(0),
  flags: z.array(z.enum(provenanceFlags)),
}).strict();
export type PayoutProvenance = z.infer<typeof payoutProvenanceSchema>;

/** What the rules read of a ledger entry. */
export interface LedgerMovement { amount: number; reason: string; at: string }

/** The source a movement counts under, or undefined for what is not a credit from a source (a spend, a return). */
export function provenanceSourceOf(movement: LedgerMovement): ProvenanceSource | undefined {
  if (movement.amount <= 0) return undefined;
  const origin = coinOriginOf(movement);
  return origin === 'return' || origin === 'spend' ? undefined : (origin ?? 'other');
}

export interface CreditTally { lifetime: CoinsBySource; recent: CoinsBySource; burstCoins: number; linkedGameCoins: number }

/** Sums the credits of a ledger (in any order) by source, over the lifetime and the recent window, and the burst window's total. */
export function tallyCredits(ledger: Iterable<LedgerMovement>, requestedAt: number): CreditTally {
  const tally: CreditTally = { lifetime: {}, recent: {}, burstCoins: 0, linkedGameCoins: 0 };
  const recentFrom = requestedAt - RECENT_WINDOW_DAYS * DAY_MS;
  const burstFrom = requestedAt - BURST_WINDOW_DAYS * DAY_MS;
  for (const movement of ledger) {
    const source = provenanceSourceOf(movement);
    if (!source) continue;
    tally.lifetime[source] = (tally.lifetime[source] ?? 0) + movement.amount;
    if (movement.reason === 'battle_win_linked') tally.linkedGameCoins += movement.amount;
    // An unreadable time counts in the lifetime only: a window cannot claim it.
    const at = Date.parse(movement.at);
    if (at >= recentFrom) tally.recent[source] = (tally.recent[source] ?? 0) + movement.amount;
    if (at >= burstFrom) tally.burstCoins += movement.amount;
  }
  return tally;
}

/** Whole days from the account's creation to the request, never below zero. */
export function accountAgeDays(accountCreatedAt: string, requestedAt: number): number {
  return Math.max(0, Math.floor((requestedAt - Date.parse(accountCreatedAt)) / DAY_MS));
}

const sumOf = (coins: CoinsBySource) => Object.values(coins).reduce((sum, value) => sum + value, 0);
/** `part` is at least `percent` % of `total`, in integers (no rounding at the threshold). */
const atLeastPercent = (part: number, total: number, percent: number) => total > 0 && part * 100 >= total * percent;

/** The flags a tally and an account age raise, in the order of `provenanceFlags`. */
export function riskFlags(tally: Pick<CreditTally, 'lifetime' | 'burstCoins' | 'linkedGameCoins'>, ageDays: number): ProvenanceFlag[] {
  const total = sumOf(tally.lifetime);
  const raised: Record<ProvenanceFlag, boolean> = {
    single_source: atLeastPercent(Math.max(0, ...Object.values(tally.lifetime)), total, SINGLE_SOURCE_PERCENT),
    burst: atLeastPercent(tally.burstCoins, total, BURST_PERCENT),
    new_account: ageDays < NEW_ACCOUNT_DAYS,
    linked_games: tally.linkedGameCoins > 0,
  };
  return provenanceFlags.filter((flag) => raised[flag]);
}

/** The snapshot stored on a request made at `requestedAt` (epoch ms) from a profile with this ledger, in an account created then. */
export function payoutProvenance(ledger: Iterable<LedgerMovement>, accountCreatedAt: string, requestedAt: number): PayoutProvenance {
  const tally = tallyCredits(ledger, requestedAt);
  const ageDays = accountAgeDays(accountCreatedAt, requestedAt);
  return { lifetime: tally.lifetime, recent: tally.recent, accountAgeDays: ageDays, flags: riskFlags(tally, ageDays) };
}
