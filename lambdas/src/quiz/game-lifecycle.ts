import { quizCompleted } from '@plume/events';
import { averageAnswerMs, ghostScore, Refusal, resultsByCategory, type Finished, type Game } from '@plume/shared';
import { missedQuestions } from '@plume/shared/quiz/quiz-engine';
import { publishEvent } from '#clients/bus';
import { countMetric } from '#clients/metrics';
import { getGame } from '#quiz/data/games';
import { MATH_MANIA_PROGRESS, markLevelPlayed } from '#quiz/data/level-progress';
import { recordContestGame } from '#contests/contests';
import { recordChallengeRound } from '#quiz/family-challenges';

/**
 * What a game is, as `start_quiz`, `get_game` and the family challenges tell it: its rules, not its questions. Against a
 * relative's ghost, the ghost's score through the questions answered so far.
 */
export function gameSetup(game: Game) {
  const challenge = game.familyChallenge;
  return {
    gameId: game.gameId, mode: game.mode, total: game.questions.length, lifelines: [...game.lifelinesAllowed], lifelineCost: game.rules.lifelineCost, timer: game.timer,
    ...(game.passage ? { passage: game.passage } : {}),
    ...(challenge ? { familyChallenge: { challengeId: challenge.challengeId, ...(challenge.ghost ? { ghost: { name: challenge.ghost.name, score: ghostScore(challenge.ghost.answers, game.answers.length) } } : {}) } } : {}),
    serverTime: Date.now(),
  };
}

/** The caller's game, whatever its state: someone else's game is answered as a missing one. */
export async function ownGame(uid: string, gameId: string): Promise<Game> {
  const game = await getGame(gameId);
  if (!game || game.uid !== uid) throw new Refusal('not_found', 'game_not_found');
  return game;
}

/** The caller's game, still being played, at the question they think it is at, and that question served. */
export async function playableGame(uid: string, gameId: string, index: number): Promise<Game> {
  const game = await ownGame(uid, gameId);
  if (game.status !== 'playing') throw new Refusal('not_found', 'game_not_found');
  if (index !== game.current) throw new Refusal('conflict', 'answer_already_given');
  if (game.deadline === 0) throw new Refusal('conflict', 'question_not_served');
  return game;
}

/**
 * After the move that finished a game was saved: unlocks the next level where levels exist, records a contest game's
 * result on its contest's leaderboard, and announces the game.
 * Coins, badges, statistics and leaderboards follow from the `quiz.completed` event.
 */
export async function completeGame(game: Game, finished: Finished): Promise<void> {
  if (game.mode === 'quiz-zone') await markLevelPlayed(game.profileId, game.category!, game.subcategory!, game.level!);
  if (game.mode === 'math-mania') await markLevelPlayed(game.profileId, MATH_MANIA_PROGRESS.category, MATH_MANIA_PROGRESS.subcategory, game.level!);
  if (game.mode === 'contest') await recordContestGame(game);
  if (game.familyChallenge) await recordChallengeRound(game, finished);
  await publishEvent(quizCompleted, {
    gameId: game.gameId, uid: game.uid, profileId: game.profileId, mode: game.mode,
    ...(game.category ? { categoryId: game.category } : {}), ...(game.level ? { level: game.level } : {}),
    correct: finished.correct, incorrect: finished.incorrect, total: finished.total, points: finished.points, coins: finished.coins,
    lifelinesUsed: game.lifelines.length, averageMs: averageAnswerMs(game), byCategory: resultsByCategory(game), mistakes: missedQuestions(game).slice(0, 100),
    completedAt: new Date().toISOString(),
  });
  countMetric('GamesCompleted');
}
