import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import * as z from 'zod';
import { crosswordClueSchema, crosswordLevels, crosswordThemes, gridForm, gridSizes, MAX_CLUE_CHARS, type CrosswordClue, type CrosswordLevel } from '@plume/shared/crosswords';
import { contentPack } from './index.ts';

const read = (level: CrosswordLevel) => JSON.parse(readFileSync(new URL(`./crosswords/${level}.json`, import.meta.url), 'utf8')) as unknown;

// Prepare (shared by every case): each level's file, parsed by the contract the seed and the generator rely on.
const byLevel = new Map(crosswordLevels.map((level) => [level, z.array(crosswordClueSchema).parse(read(level))] as const));
const all: CrosswordClue[] = [...byLevel.values()].flat();
/** Each level needs enough words well under its grid size to fill around the long ones. */
const shortLength: Record<CrosswordLevel, number> = { facile: 5, moyen: 6, difficile: 8 };
const clueWords = (clue: string) => gridForm(clue.replace(/[^\p{L}]+/gu, ' ').trim().replace(/ +/g, '|')).split('|');

describe('crossword clue bank: files', () => {
  it('holds at least 500 clued words, and the content pack serves exactly these', () => {
    // Assess
    expect(all.length).toBeGreaterThanOrEqual(500);
    expect(contentPack.crosswordClues).toEqual(all);
  });

  it.each(crosswordLevels)('%s.json: at least 150 words, all of that level, grid forms unique and fitting the grid', (level) => {
    // Act
    const clues = byLevel.get(level)!;
    const answers = clues.map((clue) => clue.answer);
    // Assess
    expect(clues.length).toBeGreaterThanOrEqual(150);
    expect(clues.filter((clue) => clue.level !== level).map((clue) => clue.word)).toEqual([]);
    expect(answers.filter((answer, i) => answers.indexOf(answer) !== i)).toEqual([]);
    expect(answers.filter((answer) => answer.length > gridSizes[level])).toEqual([]);
  });

  it.each(crosswordLevels)('%s.json covers at least 8 themes with 5 words each, and a spread of lengths', (level) => {
    // Act
    const clues = byLevel.get(level)!;
    const perTheme = crosswordThemes.map((theme) => clues.filter((clue) => clue.theme === theme).length);
    const short = clues.filter((clue) => clue.answer.length <= shortLength[level]).length;
    // Assess
    expect(perTheme.filter((count) => count >= 5).length).toBeGreaterThanOrEqual(8);
    expect(short).toBeGreaterThanOrEqual(40);
  });

  it('has a handful of two-letter words, all in the easy grids', () => {
    // Act
    const two = all.filter((clue) => clue.answer.length === 2);
    // Assess
    expect(two.length).toBeGreaterThanOrEqual(3);
    expect(two.length).toBeLessThanOrEqual(15);
  });
});

describe('crossword clue bank: each entry', () => {
  it('derives its grid form from its word (accents, cedilla and ligatures removed, hyphens and apostrophes dropped)', () => {
    // Assess
    expect(all.filter((clue) => gridForm(clue.word) !== clue.answer).map((clue) => clue.word)).toEqual([]);
  });

  it('has a short clue, starting with a capital, without a final full stop, that never gives the word away', () => {
    // Assess
    expect(all.filter((clue) => clue.clue.length > MAX_CLUE_CHARS || clue.clue.length < 4).map((clue) => clue.word)).toEqual([]);
    expect(all.filter((clue) => !/^[«\p{Lu}]/u.test(clue.clue) || clue.clue.endsWith('.')).map((clue) => clue.clue)).toEqual([]);
    expect(all.filter((clue) => clueWords(clue.clue).includes(clue.answer)).map((clue) => clue.word)).toEqual([]);
  });
});
