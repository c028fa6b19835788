import { randomInt, randomUUID } from 'node:crypto';
import {
  accommodatedMs, challengeDifficulty, challengeQuestionMs, challengeWinner, FAMILY_CHALLENGE_OPEN_DAYS, FAMILY_CHALLENGE_QUESTIONS, ghostOf, ghostOnClock, modeRules,
  newGame, parisDay, pickAtDifficulty, Refusal,
  type CreateFamilyChallengeRequest, type FamilyChallenge, type Finished, type Game, type GhostAnswer, type NewGameInput, type Profile, type SystemConfiguration,
} from '@plume/shared';
import type { Identity } from '#runtime/auth';
import { getProfile } from '#account/data/accounts';
import { categoryQuestions, getCategory, type StoredQuestion } from '#questions/data/catalog';
import { notifyOnce } from '#notifications/data/notifications';
import { GAME_LIFETIME_MS, newGameWrite } from '#quiz/data/games';
import {
  createChallenge, getChallenge, recordChallengerRun, recordOpponentRun, takeUpChallenge, listChallenges,
  type StoredChallengeSide, type StoredFamilyChallenge,
} from '#quiz/data/family-challenges';
import { fromStored } from '#quiz/set-up-game';
import { withSpokenQuestions } from '#quiz/spoken-questions';

/*
 * Family challenges (docs/family-challenges.md): a profile records a round, a relative of the same account plays
 * against its ghost, each with the handicap's level or time. The rules are in shared/src/quiz/family-challenges.ts;
 * this module reads and writes around them.
 */

/** A family has at most this many challenges waiting (recorded or being recorded) at once. */
export const MAX_WAITING_CHALLENGES = 20;

const mode = 'family-challenge' as const;
const rules = modeRules[mode];
/** A challenge is a contest between relatives: tiers-temps `untimed` counts as x2 there, as in every game that ranks. */
const asCompetition = { rewarded: true };

function gameInput(category: string, questionMs: number, familyChallenge: NonNullable<Game['familyChallenge']>): Omit<NewGameInput, 'gameId' | 'uid' | 'profileId'> {
  return {
    mode, category, questionMs, timer: rules.timer, lifelinesAllowed: rules.lifelines, familyChallenge,
    // Nothing is won: no coins whatever the score (the coin rules' inventory, docs/economy.md).
    rules: { passPercentage: 100, maxCoinsPerLevel: 0, rewarded: false, bonusCoins: 0, lifelineCost: 0 },
  };
}

function side(profile: Profile, challenger: Profile, handicap: StoredFamilyChallenge['handicap'], configuration: SystemConfiguration): StoredChallengeSide {
  const baseMs = Math.round(configuration.quiz.questionSeconds * 1000 * rules.secondsFactor);
  return {
    profileId: profile.id, name: profile.name, avatar: profile.avatar, ageBand: profile.ageBand,
    difficulty: challengeDifficulty(handicap, profile.ageBand, challenger.ageBand),
    questionMs: accommodatedMs(challengeQuestionMs(baseMs, handicap, profile.ageBand), profile.timeAccommodation, asCompetition),
  };
}

/**
 * A profile challenges a relative: both profiles of the caller's account, two different ones. The challenger's round
 * is created with the challenge (its questions at the challenger's level), and starts like any game.
 */
export async function createFamilyChallenge(identity: Identity, challenger: Profile, request: CreateFamilyChallengeRequest, configuration: SystemConfiguration, now: number) {
  if (configuration.quiz.disabledModes?.includes(mode)) throw new Refusal('not_found', 'no_quizzes_available');
  if (request.opponentProfileId === request.profileId) throw new Refusal('invalid', 'family_challenge_self');
  const [opponent, pool, existing] = await Promise.all([getProfile(identity.sub, request.opponentProfileId), categoryQuestions(request.category), listChallenges(identity.sub)]);
  if (!opponent) throw new Refusal('not_found', 'profile_not_found');
  const waiting = existing.filter((c) => (c.status === 'recording' || c.status === 'open') && c.openUntil > new Date(now).toISOString());
  if (waiting.length >= MAX_WAITING_CHALLENGES) throw new Refusal('conflict', 'family_challenge_limit');
  const challengerSide = side(challenger, challenger, request.handicap, configuration);
  const questions = pickAtDifficulty(pool, challengerSide.difficulty, FAMILY_CHALLENGE_QUESTIONS, randomInt).map(fromStored);
  if (!questions.length) throw new Refusal('not_found', 'no_questions_found');
  const challengeId = randomUUID();
  const gameId = randomUUID();
  const game = newGame(
    { ...gameInput(request.category, challengerSide.questionMs, { challengeId }), gameId, uid: identity.sub, profileId: challenger.id },
    await withSpokenQuestions(questions), now, randomInt,
  );
  const createdAt = new Date(now).toISOString();
  await createChallenge({
    challengeId, uid: identity.sub, category: request.category, handicap: request.handicap, status: 'recording',
    challenger: { ...challengerSide, gameId }, opponent: side(opponent, challenger, request.handicap, configuration),
    ...(request.handicap === 'time' ? { questionIds: questions.map((q) => q.id) } : {}),
    createdAt, openUntil: new Date(now + FAMILY_CHALLENGE_OPEN_DAYS * 86_400_000).toISOString(),
  }, newGameWrite(game));
  return game;
}

/**
 * The relative takes the challenge up: their round, the same number of questions in the same category (at their own
 * level, or the challenger's very questions with their own time), against the challenger's ghost. Ten copies of the
 * request start one round; the others are told it is already being played.
 */
export async function takeUpFamilyChallenge(identity: Identity, profileId: string, challengeId: string, now: number) {
  const challenge = await getChallenge(identity.sub, challengeId);
  if (!challenge || challenge.opponent.profileId !== profileId) throw new Refusal('not_found', 'family_challenge_not_found');
  const nowIso = new Date(now).toISOString();
  if (challenge.status === 'open' && challenge.openUntil <= nowIso) throw new Refusal('conflict', 'family_challenge_expired');
  if (challenge.status !== 'open' || !challenge.ghost) throw new Refusal('conflict', 'family_challenge_not_open');
  const round = roundOf(challenge, challenge.ghost, await categoryQuestions(challenge.category));
  if (!round.length) throw new Refusal('not_found', 'no_questions_found');
  const gameId = randomUUID();
  const ghost = { name: challenge.challenger.name, answers: round.map((r) => r.ghost) };
  const game = newGame(
    { ...gameInput(challenge.category, challenge.opponent.questionMs, { challengeId, ghost }), gameId, uid: identity.sub, profileId },
    await withSpokenQuestions(round.map((r) => fromStored(r.question))), now, randomInt,
  );
  if (!(await takeUpChallenge(identity.sub, challengeId, { gameId, questionMs: challenge.opponent.questionMs }, nowIso, newGameWrite(game)))) {
    throw new Refusal('conflict', 'family_challenge_not_open');
  }
  return game;
}

/**
 * The relative's questions, each beside the ghost's answer it is played against: the challenger's very questions with
 * the time handicap (one an editor hid since is left out, with its ghost answer), else as many at the relative's level;
 * the ghost's times on the relative's own clock.
 */
function roundOf(challenge: StoredFamilyChallenge, recorded: GhostAnswer[], pool: StoredQuestion[]): { question: StoredQuestion; ghost: GhostAnswer }[] {
  const ghost = ghostOnClock(recorded, challenge.challenger.questionMs, challenge.opponent.questionMs);
  if (challenge.questionIds) {
    return challenge.questionIds.flatMap((id, i) => pool.filter((q) => q.id === id).map((question) => ({ question, ghost: ghost[i]! })));
  }
  return pickAtDifficulty(pool, challenge.opponent.difficulty, ghost.length, randomInt).map((question, i) => ({ question, ghost: ghost[i]! }));
}

/**
 * After a challenge round's last answer was saved: the challenger's run is recorded as the ghost and the relative told;
 * the relative's result decides the winner and the challenger is told. Each once, whatever the number of calls.
 */
export async function recordChallengeRound(game: Game, finished: Finished): Promise<void> {
  const challenge = game.familyChallenge && (await getChallenge(game.uid, game.familyChallenge.challengeId));
  if (!challenge) return;
  // The engine's `finished.points` is 0 in a mode that earns no leaderboard points: the challenge compares the game's own.
  const result = { correct: finished.correct, total: finished.total, points: game.points };
  // Read only for a notification actually written (a replayed completion writes none).
  const categoryName = async () => (await getCategory(challenge.category))?.name ?? challenge.category;
  if (challenge.challenger.gameId === game.gameId) {
    if (await recordChallengerRun(game.uid, challenge.challengeId, game.gameId, result, ghostOf(game))) {
      await notifyOnce(challenge.opponent.profileId, {
        id: `challenge-${challenge.challengeId}-open`, type: 'family-challenge', createdAt: new Date().toISOString(),
        params: { stage: 'open', from: challenge.challenger.name, category: await categoryName(), points: String(result.points), challengeId: challenge.challengeId },
      });
    }
    return;
  }
  if (challenge.opponent.gameId !== game.gameId || !challenge.challenger.result) return;
  const winner = challengeWinner(challenge.challenger.result, result);
  if (await recordOpponentRun(game.uid, challenge.challengeId, game.gameId, result, winner, new Date().toISOString())) {
    await notifyOnce(challenge.challenger.profileId, {
      id: `challenge-${challenge.challengeId}-finished`, type: 'family-challenge', createdAt: new Date().toISOString(),
      params: {
        stage: 'finished', from: challenge.opponent.name, category: await categoryName(), winner,
        points: String(result.points), yours: String(challenge.challenger.result.points), challengeId: challenge.challengeId,
      },
    });
  }
}

/** A challenge as one of its two profiles sees it. */
export function challengeView(challenge: StoredFamilyChallenge, profileId: string, now: number): FamilyChallenge {
  const role = challenge.challenger.profileId === profileId ? 'challenger' : 'opponent';
  // A round taken up on its last day may still be played the day its game lives; a round never finished ends there.
  const lastChance = Date.parse(challenge.openUntil) + (challenge.status === 'playing' ? GAME_LIFETIME_MS : 0);
  const expired = challenge.status !== 'finished' && now >= lastChance;
  const view = (s: StoredChallengeSide) => ({
    profileId: s.profileId, name: s.name, avatar: s.avatar, ageBand: s.ageBand, difficulty: s.difficulty, questionSeconds: Math.round(s.questionMs / 100) / 10,
    ...(s.result ? { result: s.result } : {}),
  });
  const own = challenge[role].gameId;
  return {
    challengeId: challenge.challengeId, category: challenge.category, handicap: challenge.handicap, status: expired ? 'expired' : challenge.status, role,
    challenger: view(challenge.challenger), opponent: view(challenge.opponent),
    ...(challenge.winner ? { winner: challenge.winner } : {}), ...(own ? { gameId: own } : {}),
    createdAt: challenge.createdAt, openUntil: challenge.openUntil,
  };
}

/** A profile's challenges (either side), newest first. */
export async function challengesOf(uid: string, profileId: string, now: number): Promise<FamilyChallenge[]> {
  return (await listChallenges(uid))
    .filter((c) => c.challenger.profileId === profileId || c.opponent.profileId === profileId)
    .map((c) => challengeView(c, profileId, now));
}

/** How many family challenges each profile of the account won in a Paris month (the day's `YYYY-MM`); a draw is nobody's. */
export async function challengeWinsOfMonth(uid: string, day: string): Promise<Map<string, number>> {
  const wins = new Map<string, number>();
  for (const challenge of await listChallenges(uid)) {
    if (!challenge.finishedAt || !challenge.winner || challenge.winner === 'draw' || parisDay(new Date(challenge.finishedAt)).slice(0, 7) !== day.slice(0, 7)) continue;
    const winner = challenge[challenge.winner].profileId;
    wins.set(winner, (wins.get(winner) ?? 0) + 1);
  }
  return wins;
}
