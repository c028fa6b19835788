import * as z from 'zod';
import { spellingRules } from '../french/spelling-rules.ts';

/** The school levels of the spelling bank, from the first year of primary school to the brevet. */
export const spellingLevels = ['cp', 'ce1', 'ce2', 'cm1', 'cm2', '6e', '5e', '4e', '3e'] as const;
export type SpellingLevel = (typeof spellingLevels)[number];

/** Grammatical categories of a word; `mot-outil` covers determiners, pronouns, prepositions and conjunctions. */
export const wordCategories = ['nom', 'verbe', 'adjectif', 'adverbe', 'mot-outil', 'nombre'] as const;
export type WordCategory = (typeof wordCategories)[number];

const slug = z.string().max(100).regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/);
/** A French word as written: letters (accents, ligatures, capitals), inner hyphens and apostrophes. */
const frenchWord = z.string().min(1).max(40).regex(/^\p{L}+(?:['-]\p{L}+)*$/u);

export const spellingWordSchema = z.object({
  id: slug,
  word: frenchWord,
  level: z.enum(spellingLevels),
  category: z.enum(wordCategories),
  /** For nouns: the gender the word is learnt with (« un arbre », « une école »). */
  gender: z.enum(['m', 'f']).optional(),
  rule: z.enum(spellingRules),
  /** An example sentence containing the word exactly as written. */
  sentence: z.string().trim().min(3).max(200),
}).strict();
export type SpellingWord = z.infer<typeof spellingWordSchema>;
