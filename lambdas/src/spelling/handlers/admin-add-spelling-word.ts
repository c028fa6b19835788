import * as api from '@plume/shared/endpoints';
import { httpHandler } from '#runtime/http';
import { addAdminWord } from '#spelling/admin-words';

/** Adds a word to a level of the bank (learners get it at once). */
export const handler = httpHandler(api.adminAddSpellingWord, async ({ body, identity }) => ({ status: 201, message: 'spelling_word_added', data: { word: await addAdminWord(body, identity.sub) } }));
