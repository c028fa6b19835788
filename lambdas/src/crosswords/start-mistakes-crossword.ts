import { Refusal } from '@plume/shared';
import { crosswordLevels, gridSizes, type CrosswordPuzzle } from '@plume/shared/crosswords';
import { generateCrossword } from '@plume/shared/crosswords/generate';
import { MIN_MISTAKE_WORDS, mistakeEntries } from '@plume/shared/crosswords/mistakes';
import { crosswordViolations } from '@plume/shared/crosswords/validate';
import { MISTAKES_DECK_ID } from '@plume/shared/flashcards';
import { isDue } from '@plume/shared/flashcards/scheduling';
import { getClueBank } from '#crosswords/data/crosswords';
import { listCards } from '#flashcards/data/flashcards';
import { storeNewPuzzle } from './start-crossword.ts';

/**
 * « Mes mots croisés »: a grid of the profile's due « Mes erreurs » words (most recent mistakes first), each clued by
 * the clue bank when the word is in it, else by its dictation sentence with the word blanked (`mistakeEntries`).
 * Every grid size is tried and the one placing the most words wins (the smaller on a tie); the grid is checked by the
 * independent validator before it is stored. Too few words placed: 409 with the counts, so the page can offer a grid
 * of a level instead.
 */
export async function startMistakesCrossword(uid: string, profileId: string, random: () => number = Math.random): Promise<CrosswordPuzzle> {
  const now = new Date();
  const [cards, ...banks] = await Promise.all([listCards(profileId, MISTAKES_DECK_ID), ...crosswordLevels.map((level) => getClueBank(level))]);
  const due = cards.filter((card) => card.source === 'mistake' && isDue(card.schedule, now)).sort((a, b) => b.createdAt.localeCompare(a.createdAt));
  // The easiest level's clue first: the simplest wording of a word in several levels.
  const bankClues = new Map<string, string>();
  for (const clue of banks.flat()) if (!bankClues.has(clue.answer)) bankClues.set(clue.answer, clue.clue);
  const entries = mistakeEntries(due, bankClues);
  const refuse = (placed: number) => new Refusal('conflict', 'crossword_too_few_mistakes', { words: placed, needed: MIN_MISTAKE_WORDS });
  if (entries.length < MIN_MISTAKE_WORDS) throw refuse(entries.length);

  let best: { level: (typeof crosswordLevels)[number]; layout: NonNullable<ReturnType<typeof generateCrossword<(typeof entries)[number]>>> } | undefined;
  for (const level of crosswordLevels) {
    const layout = generateCrossword(entries, gridSizes[level], random);
    if (layout && layout.words.length > (best?.layout.words.length ?? 0)) best = { level, layout };
  }
  if (!best || best.layout.words.length < MIN_MISTAKE_WORDS) throw refuse(best?.layout.words.length ?? 0);
  const { level, layout } = best;
  const violations = crosswordViolations(layout, new Set(entries.map((entry) => entry.answer)));
  if (violations.length) throw new Error(`« Mes mots croisés » grid failed validation: ${violations.join('; ')}`);
  return storeNewPuzzle({ uid, profileId, kind: 'mistakes', level }, { size: layout.size, words: layout.words.map((placed) => ({ ...placed, entry: { ...placed.entry, level } })) });
}
