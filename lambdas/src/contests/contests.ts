import { randomInt, randomUUID } from 'node:crypto';
import { categoryIds, Refusal, shuffled, type Game, type Profile } from '@plume/shared';
import {
  contestPhase, prizeShares, rankResults, type AdminContest, type ContestLeaderboard, type ContestRow, type ContestSummary, type PlayerContest, type SaveContestRequest,
} from '@plume/shared/contests/index';
import type { Identity } from '#runtime/auth';
import { boardIdentity } from '#account/data/accounts';
import { categoryQuestions, type StoredQuestion } from '#questions/data/catalog';
import {
  claimContestGame, contestIdOfKey, createContest, editContest, entryWrites, getContest, getContestQuestions, getEntry, listEntries, listOpenContests, listResults,
  listSettledContests, profileContestKeys, recordResult, writeEntry, type ContestRecord, type StoredContestResult,
} from '#contests/data/contests';
import { getWallet, moveCoins } from '#wallet/data/wallet';

/** Past contests shown: the most recent ones. */
const PAST_CONTESTS_SHOWN = 30;
/** Rows a contest leaderboard answers (the asking profile's own row comes apart, wherever it stands). */
const LEADERBOARD_ROWS = 100;

export function contestSummary(contest: ContestRecord, now: number): ContestSummary {
  return {
    id: contest.id, title: contest.title, description: contest.description, language: contest.language, startsAt: contest.startsAt, endsAt: contest.endsAt,
    entryFee: contest.entryFee, prizes: contest.prizes, questions: contest.questionIds.length, status: contest.status, phase: contestPhase(contest, now),
  };
}

const adminView = (contest: ContestRecord, now: number): AdminContest => ({
  ...contestSummary(contest, now), questionIds: contest.questionIds, entries: contest.entries ?? 0, createdBy: contest.createdBy, createdAt: contest.createdAt,
  ...(contest.settledAt ? { settledAt: contest.settledAt } : {}),
});

/** The contest or a 404: ids are public, but only existing ones answer. */
async function existingContest(contestId: string): Promise<ContestRecord> {
  const contest = await getContest(contestId);
  if (!contest) throw new Refusal('not_found', 'contest_not_found');
  return contest;
}

// ---- administration -------------------------------------------------------------------------------------------------

/** The questions a contest will play, fixed now: the picked ids in the given order, or `count` drawn from the categories. */
async function resolveQuestions(source: SaveContestRequest['source']): Promise<StoredQuestion[]> {
  if (source.kind === 'categories') {
    const pools = await Promise.all(source.categories.map((category) => categoryQuestions(category)));
    const picked = shuffled(pools.flat(), randomInt).slice(0, source.count);
    if (picked.length < source.count) throw new Refusal('invalid', 'contest_questions_not_found');
    return picked;
  }
  // Ids are unique across the pack; a contest names few, so reading the categories once is fine for an admin action.
  const all = new Map((await Promise.all(categoryIds.map((category) => categoryQuestions(category)))).flat().map((q) => [q.id, q]));
  const picked = source.questionIds.map((id) => all.get(id));
  if (picked.some((q) => !q) || new Set(source.questionIds).size !== source.questionIds.length) throw new Refusal('invalid', 'contest_questions_not_found');
  return picked as StoredQuestion[];
}

export async function saveContest(identity: Identity, body: SaveContestRequest, now = Date.now()): Promise<{ created: boolean; contest: AdminContest }> {
  const questions = await resolveQuestions(body.source);
  const at = new Date(now).toISOString();
  const fields = {
    title: body.title, description: body.description, language: body.language, questionIds: questions.map((q) => q.id),
    startsAt: new Date(body.startsAt).toISOString(), endsAt: new Date(body.endsAt).toISOString(), entryFee: body.entryFee, prizes: body.prizes, updatedAt: at,
  };
  if (body.contestId) {
    await existingContest(body.contestId);
    if (!(await editContest({ id: body.contestId, ...fields }, questions, at))) throw new Refusal('conflict', 'contest_started_no_edit');
    return { created: false, contest: adminView((await getContest(body.contestId))!, now) };
  }
  const contest: ContestRecord = { id: randomUUID(), ...fields, status: 'open', entries: 0, createdBy: identity.email ?? identity.sub, createdAt: at };
  await createContest(contest, questions);
  return { created: true, contest: adminView(contest, now) };
}

export async function adminContests(now = Date.now()): Promise<AdminContest[]> {
  const [open, settled] = await Promise.all([listOpenContests(), listSettledContests(PAST_CONTESTS_SHOWN)]);
  return [...open, ...settled].sort((a, b) => b.startsAt.localeCompare(a.startsAt)).map((contest) => adminView(contest, now));
}

export async function adminContestEntries(contestId: string, now = Date.now()) {
  const contest = await existingContest(contestId);
  const [entries, results] = await Promise.all([listEntries(contestId), listResults(contestId)]);
  const standings = new Map(rankResults(results.map((r) => ({ ...r, id: r.publicId }))).map((s) => [s.profileId, s]));
  return {
    contest: adminView(contest, now),
    entries: entries.sort((a, b) => a.joinedAt.localeCompare(b.joinedAt)).map((entry) => {
      const standing = standings.get(entry.profileId);
      return {
        name: entry.name, publicId: entry.publicId, joinedAt: entry.joinedAt, fee: entry.fee, played: entry.gameId !== undefined,
        ...(standing ? { score: standing.score, rank: standing.rank } : {}),
      };
    }),
  };
}

// ---- players --------------------------------------------------------------------------------------------------------

/** What the profile did in each contest (entered, played), from the owner index: one Query. */
async function participation(profileId: string): Promise<Map<string, { joined: boolean; played: boolean }>> {
  const byContest = new Map<string, { joined: boolean; played: boolean }>();
  for (const { pk, sk } of await profileContestKeys(profileId)) {
    const id = contestIdOfKey(pk);
    const seen = byContest.get(id) ?? { joined: false, played: false };
    byContest.set(id, { joined: seen.joined || sk.startsWith('ENTRY#'), played: seen.played || sk.startsWith('RESULT#') });
  }
  return byContest;
}

const playerView = (contest: ContestRecord, now: number, done: { joined: boolean; played: boolean } | undefined): PlayerContest => ({
  ...contestSummary(contest, now), joined: done?.joined ?? false, played: done?.played ?? false,
});

/** Live (ending soonest first), upcoming (starting soonest first) and past (latest first) contests. */
export async function contestLists(profileId: string, now = Date.now()) {
  const [open, settled, done, wallet] = await Promise.all([listOpenContests(), listSettledContests(PAST_CONTESTS_SHOWN), participation(profileId), getWallet(profileId)]);
  const views = [...open, ...settled].map((contest) => playerView(contest, now, done.get(contest.id)));
  return {
    live: views.filter((c) => c.phase === 'live').sort((a, b) => a.endsAt.localeCompare(b.endsAt)),
    upcoming: views.filter((c) => c.phase === 'upcoming').sort((a, b) => a.startsAt.localeCompare(b.startsAt)),
    past: views.filter((c) => c.phase === 'past').sort((a, b) => b.endsAt.localeCompare(a.endsAt)).slice(0, PAST_CONTESTS_SHOWN),
    balance: wallet.balance,
    serverTime: now,
  };
}

/**
 * Enters the profile in a contest that has not ended: the fee leaves its wallet in the same transaction that writes the
 * entry (one per profile and contest, conditional put), so ten joins at once take one fee and enter once.
 */
export async function joinContest(identity: Identity, profile: Profile, contestId: string, now = Date.now()) {
  const contest = await existingContest(contestId);
  if (contest.status !== 'open' || contestPhase(contest, now) === 'past') throw new Refusal('conflict', 'contest_closed');
  const player = await boardIdentity(identity.sub, profile.id);
  if (!player) throw new Refusal('not_found', 'profile_not_found');
  const at = new Date(now).toISOString();
  const writes = entryWrites({ contestId, profileId: profile.id, uid: identity.sub, publicId: player.publicId, name: player.name, fee: contest.entryFee, joinedAt: at }, at);
  if (contest.entryFee === 0) {
    if (!(await writeEntry(writes))) throw await entryRefusal(contestId, profile.id);
  } else {
    const moved = await moveCoins(profile.id, -contest.entryFee, 'contest:entry', `contest-entry:${contestId}`, writes);
    if (moved.status === 'insufficient') throw new Refusal('conflict', 'contest_not_enough_coins', { balance: moved.balance });
    if (moved.status === 'duplicate') throw new Refusal('conflict', 'contest_already_joined');
    if (moved.status === 'blocked') throw await entryRefusal(contestId, profile.id);
  }
  const joined = (await getContest(contestId))!;
  return { contest: playerView(joined, now, { joined: true, played: false }), balance: (await getWallet(profile.id)).balance };
}

/** Why an entry's writes were refused: the profile is in already, or the contest closed meanwhile. */
async function entryRefusal(contestId: string, profileId: string): Promise<Refusal> {
  return (await getEntry(contestId, profileId)) ? new Refusal('conflict', 'contest_already_joined') : new Refusal('conflict', 'contest_closed');
}

/**
 * What a contest game plays, for `setUpGame`: refused outside [start, end), without an entry, or when the profile's
 * one game was already claimed (conditional write on the entry). The questions are the contest's, in its order.
 */
export async function contestGameQuestions(contestId: string, profileId: string, gameId: string, now: number): Promise<{ contest: ContestRecord; questions: StoredQuestion[] }> {
  const contest = await existingContest(contestId);
  const phase = contestPhase(contest, now);
  if (phase === 'upcoming') throw new Refusal('conflict', 'contest_not_started');
  if (phase === 'past' || contest.status !== 'open') throw new Refusal('conflict', 'contest_closed');
  const claim = await claimContestGame(contestId, profileId, gameId, new Date(now).toISOString());
  if (claim === 'no-entry') throw new Refusal('forbidden', 'contest_entry_required');
  if (claim === 'played') throw new Refusal('conflict', 'contest_already_played');
  return { contest, questions: await getContestQuestions(contestId) };
}

/**
 * After a contest game's last move was saved: its score and time taken join the contest's standings, once, while the
 * contest is open. The time is the sum of the answers' times (what the player spent answering, not when they started).
 */
export async function recordContestGame(game: Game): Promise<boolean> {
  if (!game.contestId) return false;
  const player = await boardIdentity(game.uid, game.profileId);
  if (!player) return false;
  return recordResult({
    contestId: game.contestId, profileId: game.profileId, uid: game.uid, publicId: player.publicId, name: player.name, avatar: player.avatar, hidden: player.hidden,
    score: game.points, correct: game.correct, total: game.questions.length, durationMs: game.answers.reduce((sum, a) => sum + a.ms, 0),
    finishedAt: new Date().toISOString(), gameId: game.gameId,
  });
}

/**
 * Standings with ranks and prizes, as the settlement pays them. One prize per family: only each account's best
 * profile is ranked for the prizes (its other profiles keep their place on the board, with no prize), or a family
 * could play once, learn the answers, and fill the prize table with its other profiles (docs/economy.md).
 */
export function contestStandings(contest: Pick<ContestRecord, 'prizes'>, results: readonly StoredContestResult[]) {
  const standings = rankResults(results.map((result) => ({ ...result, id: result.publicId })));
  const families = new Set<string>();
  const bestOfEachFamily = standings.filter((standing) => !families.has(standing.uid) && !!families.add(standing.uid));
  const shares = prizeShares(rankResults(bestOfEachFamily), contest.prizes);
  return standings.map((standing) => ({ ...standing, prize: shares.get(standing.id) ?? 0 }));
}

/**
 * A contest's leaderboard: every result ranked (hidden profiles keep their place, without name or avatar, except to
 * their own family), the coins each rank wins, and the asking profile's own row.
 */
export async function contestLeaderboard(uid: string, profileId: string, contestId: string, now = Date.now()): Promise<ContestLeaderboard> {
  const contest = await existingContest(contestId);
  const [results, done] = await Promise.all([listResults(contestId), participation(profileId)]);
  const rows: ContestRow[] = contestStandings(contest, results).map((standing) => {
    const family = standing.uid === uid;
    const shown = family || !standing.hidden;
    return {
      rank: standing.rank, tied: standing.tied, score: standing.score, correct: standing.correct, durationMs: standing.durationMs, prize: standing.prize,
      mine: standing.profileId === profileId,
      ...(shown ? { publicId: standing.publicId, name: standing.name, avatar: standing.avatar } : {}),
    };
  });
  const mine = rows.find((row) => row.mine);
  return {
    contest: playerView(contest, now, done.get(contestId)), rows: rows.slice(0, LEADERBOARD_ROWS), ...(mine ? { mine } : {}), entries: contest.entries ?? 0,
    truncated: rows.length > LEADERBOARD_ROWS,
  };
}
