import { Refusal } from '@plume/shared';
import { adminLevelWords, newSpellingWordId, type AdminAddSpellingWordRequest, type AdminListSpellingWordsRequest, type AdminSpellingWord, type AdminUpdateSpellingWordRequest } from '@plume/shared/spelling/admin';
import { getAdminBank, saveWordEdit } from '#spelling/data/spelling';

/** The spelling word bank in the admin console (docs/admin.md): list a level, add a word, edit, hide or show one. */

export async function listAdminWords(request: AdminListSpellingWordsRequest): Promise<AdminSpellingWord[]> {
  return adminLevelWords(await getAdminBank(), request.level, request.search);
}

/** Adds a word under an id derived from its level and spelling: a word already there (seeded or added) is a 409. */
export async function addAdminWord(request: AdminAddSpellingWordRequest, adminSub: string): Promise<AdminSpellingWord> {
  const word = { id: newSpellingWordId(request.level, request.word), ...request };
  if ((await getAdminBank()).some((existing) => existing.id === word.id)) throw new Refusal('conflict', 'spelling_word_exists');
  // Two admins adding the same word at once: the conditional write lets one through.
  const edit = await saveWordEdit(word, false, 0, adminSub);
  if (!edit) throw new Refusal('conflict', 'spelling_word_exists');
  return { ...edit.word, hidden: edit.hidden, version: edit.version, origin: 'admin' };
}

/** Replaces a word's fields and hidden flag over the version the admin read; its id and level never change. */
export async function updateAdminWord(request: AdminUpdateSpellingWordRequest, adminSub: string): Promise<AdminSpellingWord> {
  const current = (await getAdminBank()).find((word) => word.id === request.id);
  if (!current) throw new Refusal('not_found', 'spelling_word_not_found');
  if (current.version !== request.version) throw new Refusal('conflict', 'spelling_word_stale');
  const { version, hidden, ...fields } = request;
  const edit = await saveWordEdit({ ...fields, level: current.level }, hidden, version, adminSub);
  if (!edit) throw new Refusal('conflict', 'spelling_word_stale');
  return { ...edit.word, hidden: edit.hidden, version: edit.version, origin: current.origin };
}
