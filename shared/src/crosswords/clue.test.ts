import { describe, expect, it } from 'vitest';
import { gridForm } from './clue.ts';

describe('gridForm', () => {
  it.each([
    ['élève', 'ELEVE'], ['cœur', 'COEUR'], ['Œuvre', 'OEUVRE'], ['leçon', 'LECON'], ['arc-en-ciel', 'ARCENCIEL'],
    ["presqu'île", 'PRESQUILE'], ['aujourd’hui', 'AUJOURDHUI'], ['naïf', 'NAIF'], ['ex æquo', 'EXAEQUO'], ['pâtissière', 'PATISSIERE'],
  ])('%s → %s', (word, expected) => {
    // Act, Assess
    expect(gridForm(word)).toBe(expected);
  });
});
