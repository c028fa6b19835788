import * as api from '@plume/shared/endpoints';
import { httpHandler } from '#runtime/http';
import { answeredQuestion } from '#quiz/answered-question';
import { assertOwnProfile } from '#account/profiles';
import { saveBookmark } from '#quiz/data/bookmarks';

/** Bookmarks an answered question with its answer and explanation, to review it later. */
export const handler = httpHandler(api.bookmarkQuestion, async ({ body, identity }) => {
  await assertOwnProfile(identity, body.profileId);
  const { game, question } = await answeredQuestion(identity.sub, body.profileId, body.gameId, body.index);
  await saveBookmark(body.profileId, {
    bookmarkId: question.id, question: question.question, options: question.options,
    ...(question.kind === 'word' ? { correctWord: question.display ?? question.word! } : { correctIndex: question.answer }),
    explanation: question.explanation, mode: game.mode, createdAt: new Date().toISOString(),
  });
  return { status: 201, message: 'question_bookmarked', data: { bookmarkId: question.id } };
});
