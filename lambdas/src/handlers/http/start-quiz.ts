import { randomUUID } from 'node:crypto';
import { isLevelUnlocked, QUESTIONS_PER_LEVEL, startQuizRequestSchema } from '@plume/shared';
import { HttpError, httpHandler } from '#lib/http';
import { newGame, serve } from '#lib/quiz-game';
import { profileBelongsTo } from '#data/accounts';
import { levelQuestions } from '#data/catalog';
import { createGame } from '#data/games';
import { playedLevels } from '#data/progress';
import { getSystemConfiguration } from '#data/settings';

/** Starts a quiz-zone level: the server picks and shuffles the questions and serves the first, without its answer. */
export const handler = httpHandler(startQuizRequestSchema, async ({ body, identity }) => {
  const [owned, played, pool, configuration] = await Promise.all([
    profileBelongsTo(identity!.sub, body.profileId),
    playedLevels(body.profileId, body.category, body.subcategory),
    levelQuestions(body.category, body.subcategory, body.level),
    getSystemConfiguration(),
  ]);
  if (!owned) throw new HttpError(404, 'profile_not_found');
  if (!isLevelUnlocked(body.level, played)) throw new HttpError(403, 'level_locked');
  if (!pool.length) throw new HttpError(404, 'no_questions_found');
  const quiz = configuration!.quiz;
  const game = newGame(
    { gameId: randomUUID(), uid: identity!.sub, profileId: body.profileId, mode: 'quiz-zone', category: body.category, subcategory: body.subcategory, level: body.level, questionMs: quiz.questionSeconds * 1000, rules: { passPercentage: quiz.passPercentage, maxCoinsPerLevel: quiz.maxCoinsPerLevel } },
    pool,
    QUESTIONS_PER_LEVEL,
    Date.now(),
  );
  await createGame(game);
  return { status: 201, message: 'quiz_started', data: { gameId: game.gameId, total: game.questions.length, question: serve(game), serverTime: Date.now() } };
});
