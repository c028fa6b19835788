import { describe, expect, it } from 'vitest';
import type { SolutionWord } from '#crosswords/data/crosswords';
import { unaidedWords } from './puzzle-view.ts';

// CHAT across from the corner of a 9×9 grid, CLE down from its C, TOIT down from its T.
const word = (number: number, direction: 'across' | 'down', col: number, answer: string): SolutionWord => ({ number, direction, row: 0, col, answer, word: answer.toLowerCase(), clue: '…', level: 'facile' });
const words = [word(1, 'across', 0, 'CHAT'), word(1, 'down', 0, 'CLE'), word(2, 'down', 3, 'TOIT')];
const grid = { size: 9, words, missed: [] as string[], revealed: [] as number[] };

describe('words found without help', () => {
  it('counts every word of a grid neither checked wrong nor helped', () => {
    expect(unaidedWords(grid)).toBe(3);
  });

  it('leaves out a word a check found wrong', () => {
    expect(unaidedWords({ ...grid, missed: ['2-down'] })).toBe(2);
  });

  it('leaves out every word through a bought letter: the corner helps CHAT and CLE', () => {
    expect(unaidedWords({ ...grid, revealed: [0] })).toBe(1);
    expect(unaidedWords({ ...grid, revealed: [21] })).toBe(2); // the I of TOIT, on no other word
  });

  it('counts nothing for a grid every word of which was checked wrong', () => {
    expect(unaidedWords({ ...grid, missed: ['1-across', '1-down', '2-down'] })).toBe(0);
  });
});
