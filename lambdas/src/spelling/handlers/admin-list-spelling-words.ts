import * as api from '@plume/shared/endpoints';
import { httpHandler } from '#runtime/http';
import { listAdminWords } from '#spelling/admin-words';

/** A level's words with their rule and sentence, hidden ones included; a search narrows them. */
export const handler = httpHandler(api.adminListSpellingWords, async ({ body }) => ({ message: 'spelling_words_loaded', data: { words: await listAdminWords(body) } }));
