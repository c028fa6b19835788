import * as api from '@plume/shared/endpoints';
import { MAX_SEARCH_RESULTS } from '@plume/shared/spelling/api';
import { searchWords } from '@plume/shared/spelling/search';
import { httpHandler } from '#runtime/http';
import { getBankWords } from '#spelling/data/spelling';

/** Bank words for a parent's list, found accents aside. */
export const handler = httpHandler(api.searchSpellingWords, async ({ body }) => {
  const words = searchWords(await getBankWords(), body.query, body.level, MAX_SEARCH_RESULTS);
  return { message: 'spelling_words_found', data: { words: words.map(({ id, word, level, rule }) => ({ wordId: id, word, level, rule })) } };
});
