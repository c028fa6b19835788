import { gameRequestSchema, Refusal } from '@plume/shared';
import { httpHandler } from '#runtime/http';
import { finish } from '@plume/shared';
import { getGame } from '#data/games';

/**
 * A game as its player may see it now, to pick it up after a refresh: the answered questions with their answers and
 * the result once over. The current question is asked for again with `next_question`, which keeps its deadline if it
 * was already served.
 */
export const handler = httpHandler(gameRequestSchema, async ({ body, identity }) => {
  const game = await getGame(body.gameId);
  if (!game || game.uid !== identity!.sub) throw new Refusal('not_found', 'game_not_found');
  const review = game.answers.map((given, index) => {
    const q = game.questions[index]!;
    // A skipped question is not revealed, as when it was skipped.
    const reveal = given.skipped ? {} : { explanation: q.explanation, ...(q.kind === 'word' ? { correctWord: q.display ?? q.word! } : { correctIndex: q.answer }) };
    return { index, kind: q.kind, question: q.question, options: q.options, audio: q.audio, choice: given.choice, ...(given.word ? { word: given.word } : {}), correct: given.correct, points: given.points, ...(given.skipped ? { skipped: true } : {}), ...reveal };
  });
  const playing = game.status === 'playing';
  return {
    message: 'game_loaded',
    data: {
      gameId: game.gameId, mode: game.mode, total: game.questions.length, lifelines: game.lifelinesAllowed, lifelinesUsed: game.lifelines,
      lifelineCost: game.rules.lifelineCost, timer: game.timer, ...(game.passage ? { passage: game.passage } : {}),
      status: game.status, current: game.current, score: game.points, review,
      ...(playing ? {} : { finished: finish(game) }),
      serverTime: Date.now(),
    },
  };
});
