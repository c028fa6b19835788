import * as api from '@plume/shared/endpoints';
import { randomInt, randomUUID } from 'node:crypto';
import { Refusal } from '@plume/shared';
import { httpHandler } from '#runtime/http';
import { setUpGame } from '#quiz/set-up-game';
import { withSpokenQuestions } from '#quiz/spoken-questions';
import { newGame } from '@plume/shared';
import { assertOwnProfile } from '#account/profiles';
import { createGame } from '#quiz/data/games';
import { gameSetup } from '#quiz/game-lifecycle';
import { getSystemConfiguration } from '#settings/data/settings';

/**
 * Starts a game of any mode: the server picks the questions and keeps their answers. No question is served yet:
 * the first one's clock starts when the player asks for it (`next_question`). Audio questions get their server voice
 * clips now, before any clock runs.
 */
export const handler = httpHandler(api.startQuiz, async ({ body, identity }) => {
  const [profile, configuration] = await Promise.all([assertOwnProfile(identity, body.profileId), getSystemConfiguration()]);
  if (configuration!.quiz.disabledModes?.includes(body.mode)) throw new Refusal('not_found', 'no_quizzes_available');
  const gameId = randomUUID();
  const now = Date.now();
  const setup = await setUpGame(body, gameId, configuration!.quiz, configuration!.coins, now, profile.timeAccommodation);
  if (!setup.questions.length) throw new Refusal('not_found', 'no_questions_found');
  const game = newGame({ ...setup.input, gameId, uid: identity.sub, profileId: body.profileId }, await withSpokenQuestions(setup.questions), now, randomInt, setup.gameMs);
  await createGame(game);
  return { status: 201, message: 'quiz_started', data: gameSetup(game) };
});
