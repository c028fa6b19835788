import { randomUUID } from 'node:crypto';
import { Refusal } from '@plume/shared';
import { normalize } from '@plume/shared/french/text';
import type { ListWord, ListWordInput, SaveSpellingListRequest, SpellingList } from '@plume/shared/spelling/api';
import { createList, getBankWords, updateList } from '#spelling/data/spelling';

/** The words of a list as stored: a bank word keeps its id, level and rule; a typed word stands alone. Repeats go. */
export async function listWords(inputs: readonly ListWordInput[]): Promise<ListWord[]> {
  const bank = new Map((await getBankWords()).map((word) => [word.id, word]));
  const seen = new Set<string>();
  const words: ListWord[] = [];
  for (const input of inputs) {
    let entry: ListWord;
    if ('wordId' in input) {
      const known = bank.get(input.wordId);
      if (!known) throw new Refusal('invalid', 'spelling_word_unknown', { wordId: input.wordId });
      entry = { word: known.word, wordId: known.id, level: known.level, rule: known.rule };
    } else {
      entry = { word: normalize(input.word) };
    }
    if (seen.has(entry.word)) continue;
    seen.add(entry.word);
    words.push(entry);
  }
  return words;
}

/** Creates a list (no `listId`) or replaces one of the profile's (404 for any other id). */
export async function saveList(profileId: string, request: SaveSpellingListRequest): Promise<{ list: SpellingList; created: boolean }> {
  const words = await listWords(request.words);
  const now = new Date().toISOString();
  const fields = { name: request.name, words, ...(request.targetDate ? { targetDate: request.targetDate } : {}) };
  if (request.listId) {
    const list = await updateList(profileId, request.listId, fields, now);
    if (!list) throw new Refusal('not_found', 'spelling_list_not_found');
    return { list, created: false };
  }
  const list: SpellingList = { listId: randomUUID(), ...fields, createdAt: now, updatedAt: now };
  if ((await createList(profileId, list)) === 'limit') throw new Refusal('conflict', 'spelling_list_limit');
  return { list, created: true };
}
