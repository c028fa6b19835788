import { randomUUID } from 'node:crypto';
import { startGameRequestSchema } from '@plume/shared';
import { HttpError, httpHandler } from '#lib/http';
import { setUpGame } from '#lib/game-setup';
import { newGame } from '#lib/quiz-game';
import { assertOwnProfile } from '#lib/profiles';
import { createGame } from '#data/games';
import { getSystemConfiguration } from '#data/settings';

/**
 * Starts a game of any mode: the server picks the questions and keeps their answers. No question is served yet:
 * the first one's clock starts when the player asks for it (`next_question`).
 */
export const handler = httpHandler(startGameRequestSchema, async ({ body, identity }) => {
  const [, configuration] = await Promise.all([assertOwnProfile(identity!, body.profileId), getSystemConfiguration()]);
  if (configuration!.quiz.disabledModes?.includes(body.mode)) throw new HttpError(404, 'no_quizzes_available');
  const gameId = randomUUID();
  const now = Date.now();
  const setup = await setUpGame(body, gameId, configuration!.quiz, configuration!.coins, now);
  if (!setup.questions.length) throw new HttpError(404, 'no_questions_found');
  const game = newGame({ ...setup.input, gameId, uid: identity!.sub, profileId: body.profileId }, setup.questions, now, setup.gameMs);
  await createGame(game);
  return {
    status: 201,
    message: 'quiz_started',
    data: { gameId, mode: game.mode, total: game.questions.length, lifelines: game.lifelinesAllowed, lifelineCost: game.rules.lifelineCost, timer: game.timer, ...(game.passage ? { passage: game.passage } : {}), serverTime: Date.now() },
  };
});
