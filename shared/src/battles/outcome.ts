/*
 * How a battle ends: who ranks where, and the coins that move. Coins move only as ledger movements, each with an
 * idempotency key, so applying a settlement twice (a replayed `battle.finished`) moves nothing the second time.
 */

export type BattleKind = 'friend' | 'random' | 'bot';

/**
 * How a battle ended: played to its last question; by forfeit (a player left, or was away past the seat's keep time,
 * while someone stayed); or abandoned (a duel's last player present went too: nobody stayed, so nobody wins).
 */
export const finishReasons = ['completed', 'forfeit', 'abandoned'] as const;
export type FinishReason = (typeof finishReasons)[number];

export interface FinalPlayer {
  profileId: string;
  correct: number;
  points: number;
  /** Left before the end (or dropped past the seat's keep time): ranks last, and cannot win. */
  left?: boolean;
  isBot?: boolean;
}

export interface Standing { profileId: string; rank: number; correct: number; points: number; left: boolean }

/**
 * 1v1: the higher score wins, equal scores draw. Groups (3–4): more correct answers first, points break ties. A
 * player who left ranks below everyone who stayed. Equal players share a rank (1, 1, 3).
 */
export function rankPlayers(players: readonly FinalPlayer[]): Standing[] {
  const group = players.length > 2;
  const key = (p: FinalPlayer) => [p.left ? 0 : 1, group ? p.correct : 0, p.points] as const;
  const compare = (a: FinalPlayer, b: FinalPlayer) => {
    const [ka, kb] = [key(a), key(b)];
    for (let i = 0; i < ka.length; i++) if (ka[i] !== kb[i]) return kb[i]! - ka[i]!;
    return 0;
  };
  const sorted = [...players].sort(compare);
  return sorted.map((p) => ({
    profileId: p.profileId,
    rank: 1 + sorted.filter((other) => compare(other, p) < 0).length,
    correct: p.correct,
    points: p.points,
    left: p.left ?? false,
  }));
}

export type Result = 'win' | 'loss' | 'draw';

/**
 * Each player's result: the sole first wins; several firsts draw (in a group, they are all winners who share). A
 * battle every player left (abandoned: nobody stayed to win it) has no winner and no loser: everyone draws, and each
 * entry comes back (`settle`).
 */
export function resultsOf(standings: readonly Standing[]): Map<string, Result> {
  const firsts = standings.filter((s) => s.rank === 1 && !s.left);
  if (!firsts.length) return new Map(standings.map((s) => [s.profileId, 'draw']));
  const group = standings.length > 2;
  return new Map(standings.map((s) => {
    if (s.rank !== 1 || s.left) return [s.profileId, 'loss'];
    return [s.profileId, firsts.length === 1 || group ? 'win' : 'draw'];
  }));
}

export interface LedgerMovement { profileId: string; amount: number; reason: 'battle_entry' | 'battle_refund' | 'battle_win' | 'battle_win_linked' | 'battle_draw'; key: string }

/** The entry fee held when a player takes a seat; `seatId` is unique per seating, so a rejoin pays again. */
export function escrowMovement(battleId: string, profileId: string, seatId: string, entryFee: number): LedgerMovement | undefined {
  if (entryFee <= 0) return undefined;
  return { profileId, amount: -entryFee, reason: 'battle_entry', key: `battle:${battleId}:entry:${seatId}` };
}

/** Giving back a seat's entry (the room was deleted, or the player left, before the start). */
export function refundMovement(battleId: string, profileId: string, seatId: string, entryFee: number): LedgerMovement | undefined {
  if (entryFee <= 0) return undefined;
  return { profileId, amount: entryFee, reason: 'battle_refund', key: `battle:${battleId}:refund:${seatId}` };
}

export interface Settlement {
  battleId: string;
  kind: BattleKind;
  entryFee: number;
  players: readonly FinalPlayer[];
  /** Played within one family (shared/src/economy.ts `gameRelation`): every entry comes back. */
  familyGame?: boolean;
  /** Players' accounts linked by an older referral: the winnings say so (`battle_win_linked`), for finance's flags. */
  linkedAccounts?: boolean;
}

/**
 * The payouts of a finished battle, from the entries held: the pot is every entry. 1v1: the winner takes the pot
 * (twice the entry); a draw gives each their entry back; a forfeit pays the pot to who stayed, and a battle nobody stayed
 * in (abandoned) is a draw. Groups: the winners
 * share the pot; coins are whole, so a remainder goes one coin each to the first winners in seat order. A bot game
 * pays nothing (nothing was held); a family game gives every entry back (docs/economy.md: no coins change hands
 * within a family).
 */
export function settle({ battleId, kind, entryFee, players, familyGame = false, linkedAccounts = false }: Settlement): LedgerMovement[] {
  if (kind === 'bot' || entryFee <= 0) return [];
  const people = players.filter((p) => !p.isBot);
  const entriesBack = () => people.map((p): LedgerMovement => ({ profileId: p.profileId, amount: entryFee, reason: 'battle_refund', key: `battle:${battleId}:payout:${p.profileId}` }));
  if (familyGame) return entriesBack();
  const pot = entryFee * people.length;
  const results = resultsOf(rankPlayers(people));
  const draw = [...results.values()].includes('draw');
  if (draw) return people.map((p) => ({ profileId: p.profileId, amount: entryFee, reason: 'battle_draw', key: `battle:${battleId}:payout:${p.profileId}` }));
  const winners = people.filter((p) => results.get(p.profileId) === 'win');
  if (!winners.length) return entriesBack();
  const share = Math.floor(pot / winners.length);
  const remainder = pot - share * winners.length;
  return winners
    .map((p, i): LedgerMovement => ({ profileId: p.profileId, amount: share + (i < remainder ? 1 : 0), reason: linkedAccounts ? 'battle_win_linked' : 'battle_win', key: `battle:${battleId}:payout:${p.profileId}` }))
    .filter((m) => m.amount > 0);
}

/**
 * What a payout of `settle()` earned its player: a win's share of the pot beyond the player's own entry (which is a
 * return, like a refund or a draw). The « Élite » badge counts it (docs/economy.md « Badges »).
 */
export function winningsOf(movement: LedgerMovement, entryFee: number): number {
  return movement.reason === 'battle_win' || movement.reason === 'battle_win_linked' ? Math.max(0, movement.amount - entryFee) : 0;
}
