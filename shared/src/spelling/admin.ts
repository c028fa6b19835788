import * as z from 'zod';
import { overlayEdits } from '../admin/content-edits.ts';
import { fold } from '../french/text.ts';
import { searchWords } from './search.ts';
import { spellingLevels, spellingWordSchema, type SpellingLevel, type SpellingWord } from './words.ts';

/*
 * The spelling word bank in the admin console (docs/admin.md, « Mots »). The seeded bank stays as the content pack
 * wrote it; every word an admin adds, edits, hides or shows is an edit stored beside it, which the seed never
 * rewrites. What learners get is the seeded bank with the edits laid over it, hidden words left out.
 */

/** The word, whole, in its sentence: no letter, mark or hyphen glued to either side (an apostrophe before is fine: « l'école »). */
export function sentenceContainsWord(sentence: string, word: string): boolean {
  const escaped = word.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return new RegExp(`(?<![\\p{L}\\p{M}-])${escaped}(?![\\p{L}\\p{M}'-])`, 'iu').test(sentence);
}

/** What an admin types for a word: everything but the id, which the server derives from the level and the word. */
const wordFieldsSchema = spellingWordSchema.omit({ id: true });
const wordAndSentence = z.object({ word: spellingWordSchema.shape.word, sentence: spellingWordSchema.shape.sentence });
/**
 * The sentence must hold the word; checked only once both are valid on their own (zod runs a refinement after
 * continuable issues such as a length, and a 100,000-character word must not become a regular expression).
 */
const withSentenceCheck = <T extends z.ZodType<{ word: string; sentence: string }>>(schema: T) =>
  schema.refine((fields) => sentenceContainsWord(fields.sentence, fields.word), {
    message: 'spelling_sentence_missing_word',
    path: ['sentence'],
    when: (payload) => wordAndSentence.safeParse(payload.value).success,
  });

export const adminAddSpellingWordRequestSchema = withSentenceCheck(wordFieldsSchema.strict());
export type AdminAddSpellingWordRequest = z.infer<typeof adminAddSpellingWordRequestSchema>;

/** An edit names the word and the version it was read at: a stale edit (someone saved in between) is refused. */
export const adminUpdateSpellingWordRequestSchema = withSentenceCheck(wordFieldsSchema.omit({ level: true }).extend({
  id: spellingWordSchema.shape.id,
  version: z.number().int().min(0).max(1_000_000),
  hidden: z.boolean(),
}).strict());
export type AdminUpdateSpellingWordRequest = z.infer<typeof adminUpdateSpellingWordRequestSchema>;

export const MAX_ADMIN_WORD_SEARCH_CHARS = 40;
export const adminListSpellingWordsRequestSchema = z.object({
  level: z.enum(spellingLevels),
  search: z.string().trim().max(MAX_ADMIN_WORD_SEARCH_CHARS).optional(),
}).strict();
export type AdminListSpellingWordsRequest = z.infer<typeof adminListSpellingWordsRequestSchema>;

/** A bank word as the console sees it: hidden or not, its version (0 until edited) and where it comes from. */
export const adminSpellingWordSchema = spellingWordSchema.extend({
  hidden: z.boolean(),
  version: z.number().int().min(0),
  origin: z.enum(['seed', 'admin']),
});
export type AdminSpellingWord = z.infer<typeof adminSpellingWordSchema>;

export const adminSpellingWordListSchema = z.object({ words: z.array(adminSpellingWordSchema) }).strict();
export const adminSpellingWordSavedSchema = z.object({ word: adminSpellingWordSchema }).strict();

/** An admin's edit as stored: the whole word, whether it is hidden, and its version (1 at the first save). */
export interface SpellingWordEdit { word: SpellingWord; hidden: boolean; version: number }

/** The id of a word an admin adds: its level and the word folded to a slug (« Forêt » in CE1 → `ce1-foret`). */
export function newSpellingWordId(level: SpellingLevel, word: string): string {
  const slug = fold(word).replace(/[^a-z0-9]+/g, '-').replace(/^-+|-+$/g, '');
  return `${level}-${slug}`;
}

/**
 * The bank as the console sees it: each seeded word replaced by its edit when there is one, then the words admins
 * added, in the seed's order then the added ones'.
 */
export function mergeBank(seeded: readonly SpellingWord[], edits: readonly SpellingWordEdit[]): AdminSpellingWord[] {
  const merged = overlayEdits(seeded, edits.map(({ word, hidden, version }) => ({ item: word, hidden, version })), (word) => word.id);
  return merged.map(({ item, hidden, version, origin }) => ({ ...item, hidden, version, origin }));
}

/** What learners are served: the merged bank without hidden words, as plain bank words. */
export function servedWords(merged: readonly AdminSpellingWord[]): SpellingWord[] {
  return merged.filter((word) => !word.hidden).map(({ hidden: _hidden, version: _version, origin: _origin, ...word }) => word);
}

/** A level's words for the console: all of them in bank order, or those matching the search (accents and case aside). */
export function adminLevelWords(merged: readonly AdminSpellingWord[], level: SpellingLevel, search: string | undefined): AdminSpellingWord[] {
  const own = merged.filter((word) => word.level === level);
  return search?.trim() ? searchWords(own, search, level, own.length) : own;
}
