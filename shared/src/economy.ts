/*
 * The coin economy's inventory: every way coins reach a wallet, and the cap that keeps one family from looping it.
 * Coins can be cashed out (docs/payouts.md), so they are money: a source that is not listed here does not exist
 * (the farming test in lambdas/src/wallet/coin-farming.int.test.ts reads this list and fails on a ledger
 * reason it cannot place), and docs/economy.md « Where coins come from » says the same in words.
 */

/** The sources that put coins in a wallet that were not the family's own before. */
export const coinSources = ['welcome', 'quiz', 'dictation', 'spelling', 'crossword', 'referral', 'battle', 'contest', 'demo'] as const;
export type CoinSource = (typeof coinSources)[number];

/**
 * Where a ledger entry's coins came from: a source, a return of the family's own coins (an entry given back, a draw,
 * a refused payout), or a spend (any negative movement).
 */
export type CoinOrigin = CoinSource | 'return' | 'spend';

const returnReasons = new Set(['battle_refund', 'battle_draw', 'payout_reversal']);

/**
 * The origin of a ledger reason (`quiz:daily`, `battle_win`, `contest:prize`…). An unknown reason answers
 * `undefined`: the caller decides (the farming test fails on it; provenance counts it apart).
 */
export function coinOriginOf(entry: { amount: number; reason: string }): CoinOrigin | undefined {
  if (entry.amount < 0) return 'spend';
  if (returnReasons.has(entry.reason)) return 'return';
  if (entry.reason === 'battle_win' || entry.reason === 'battle_win_linked') return 'battle';
  if (entry.reason === 'contest:prize') return 'contest';
  const head = entry.reason.split(':')[0]!;
  return (coinSources as readonly string[]).includes(head) ? (head as CoinSource) : undefined;
}

/** A day's cap on what a source credits, per profile and per account (all its profiles together), in coins. */
export interface DailyCap { profile: number; account: number }

/**
 * Daily caps (Paris days) of the sources a family can repeat at will. Credits past a cap are cut to what is left
 * (the ledger shows what was paid); the day is the day the coins were earned (the event's time), so a replay
 * delivered the next day finds the same day full.
 */
export const dailyCoinCaps: Readonly<Partial<Record<CoinSource, DailyCap>>> = {
  quiz: { profile: 150, account: 400 },
  dictation: { profile: 60, account: 200 },
  spelling: { profile: 60, account: 200 },
  crossword: { profile: 60, account: 200 },
  // Paid only after a referred account's first paid period (docs/economy.md): ten paid referrals a day.
  referral: { profile: 500, account: 500 },
};

/** What is left to credit today from a source, given what the profile and the account already earned from it today. */
export function creditWithinCap(amount: number, cap: DailyCap | undefined, earnedToday: { profile: number; account: number }): number {
  if (!cap) return amount;
  const left = Math.min(cap.profile - earnedToday.profile, cap.account - earnedToday.account);
  return Math.max(0, Math.min(amount, left));
}

/**
 * Two accounts linked by a referral play each other for nothing during this many days after the claim, like two
 * profiles of one account: a family cannot open a second account and pass it coins through games.
 */
export const REFERRAL_LINK_DAYS = 30;

/** An account (`referred`) that signed up with the code of another (`referrer`), at `at`. */
export interface ReferralLink { referred: string; referrer: string; at: string }

/**
 * How the accounts of a game (one entry per human player) are related. `family`: two profiles of one account, or two
 * accounts linked by a referral less than {@link REFERRAL_LINK_DAYS} days old — such a game pays no coins (entries are
 * given back), no badges and no leaderboard points, like a game against a bot, or a family could pass coins from
 * profile to profile, or from a second account, by losing on purpose. `linked`: a referral links two players, longer
 * ago — the game pays, and its winnings are marked for finance (`battle_win_linked`). `strangers` otherwise.
 */
export function gameRelation(uids: readonly string[], links: readonly ReferralLink[], now: number): 'family' | 'linked' | 'strangers' {
  const players = new Set(uids);
  if (players.size < uids.length) return 'family';
  const between = links.filter((link) => players.has(link.referred) && players.has(link.referrer));
  const linkMs = REFERRAL_LINK_DAYS * 24 * 60 * 60 * 1000;
  if (between.some((link) => now - Date.parse(link.at) < linkMs)) return 'family';
  return between.length ? 'linked' : 'strangers';
}
