import { describe, expect, it } from 'vitest';
import { isElisionOf, spellOutElisions, splitElision, withoutElision } from './elision.ts';

describe('elision', () => {
  it('splits an elided prefix off, and only an elided one', () => {
    expect(splitElision("Qu'avaient")).toEqual({ prefix: "Qu'", rest: 'avaient' });
    expect(withoutElision("n'aurait")).toBe('aurait');
    expect(splitElision("aujourd'hui")).toEqual({ prefix: '', rest: "aujourd'hui" });
  });

  it('knows the two words an elided word stands for', () => {
    expect(isElisionOf("S'il", 'Si', 'il')).toBe(true);
    expect(isElisionOf("l'arbre", 'le', 'arbre')).toBe(true);
    expect(isElisionOf("l'arbre", 'de', 'arbre')).toBe(false);
  });

  it('spells elisions out', () => {
    expect(spellOutElisions(['Quoi', "qu'il"])).toEqual(['quoi', 'que', 'il']);
    expect(spellOutElisions(["quoiqu'il"])).toEqual(['quoique', 'il']);
  });
});
