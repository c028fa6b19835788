import * as z from 'zod';

/**
 * The crossword clue bank's vocabulary. A grid level is a grid size: « facile » 9×9 (short everyday words, primary
 * school), « moyen » 11×11 (collège), « difficile » 13×13 (lycée and adults). Each level draws only from its own words.
 */
export const crosswordLevels = ['facile', 'moyen', 'difficile'] as const;
export type CrosswordLevel = (typeof crosswordLevels)[number];
export const gridSizes: Readonly<Record<CrosswordLevel, 9 | 11 | 13>> = { facile: 9, moyen: 11, difficile: 13 };

export const crosswordThemes = [
  'animaux', 'maison', 'école', 'nature', 'corps', 'métiers', 'nourriture', 'sports', 'voyages', 'sciences', 'culture',
] as const;
export type CrosswordTheme = (typeof crosswordThemes)[number];

/** Clues are short: a line a learner reads at a glance. */
export const MAX_CLUE_CHARS = 80;
export const MIN_CLUE_CHARS = 4;

/**
 * A word as the grid holds it: upper-case A–Z only. Accents and the cedilla are dropped, ligatures spelled out
 * (œ → OE, æ → AE), hyphens, apostrophes and spaces removed — the French crossword convention.
 */
export function gridForm(word: string): string {
  return word
    .replace(/œ/g, 'oe').replace(/Œ/g, 'OE').replace(/æ/g, 'ae').replace(/Æ/g, 'AE')
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[-'’\s]/g, '')
    .toUpperCase();
}

export const crosswordClueSchema = z.object({
  /** As written, accents included (« élève »). */
  word: z.string().min(2).max(40),
  /** As the grid holds it (« ELEVE »): `gridForm(word)`. */
  answer: z.string().regex(/^[A-Z]{2,13}$/),
  clue: z.string().min(MIN_CLUE_CHARS).max(MAX_CLUE_CHARS),
  level: z.enum(crosswordLevels),
  theme: z.enum(crosswordThemes),
}).strict();
export type CrosswordClue = z.infer<typeof crosswordClueSchema>;
