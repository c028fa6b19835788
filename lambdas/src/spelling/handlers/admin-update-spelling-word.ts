import * as api from '@plume/shared/endpoints';
import { httpHandler } from '#runtime/http';
import { updateAdminWord } from '#spelling/admin-words';

/** Edits a word, or hides or shows it, over the version the admin read (409 when someone saved in between). */
export const handler = httpHandler(api.adminUpdateSpellingWord, async ({ body, identity }) => ({ message: 'spelling_word_saved', data: { word: await updateAdminWord(body, identity.sub) } }));
