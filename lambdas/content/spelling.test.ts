import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import * as z from 'zod';
import { spellingRuleInfo, spellingRules } from '@plume/shared/french/spelling-rules';
import { spellingLevels, spellingWordSchema, type SpellingLevel, type SpellingWord } from '@plume/shared/spelling/words';
import { spellingPoints } from '@plume/shared/french/spelling-points';
import { sentenceContainsWord } from '@plume/shared/spelling/admin';
import { contentPack } from './index.ts';

const dir = new URL('./spelling/', import.meta.url);
const read = (level: SpellingLevel) => JSON.parse(readFileSync(new URL(`${level}.json`, dir), 'utf8')) as unknown;

// Prepare (shared by every case): each level's file, parsed by the contract every consumer relies on.
const byLevel = new Map(spellingLevels.map((level) => [level, z.array(spellingWordSchema).parse(read(level))] as const));
const all: SpellingWord[] = [...byLevel.values()].flat();


describe('spelling word bank: files', () => {
  it.each(spellingLevels)('%s.json holds 90 to 150 words, all of that level, no word twice', (level) => {
    // Act
    const words = byLevel.get(level)!;
    const spellings = words.map((w) => w.word.toLowerCase());
    // Assess
    expect(words.length).toBeGreaterThanOrEqual(90);
    expect(words.length).toBeLessThanOrEqual(150);
    expect(words.filter((w) => w.level !== level).map((w) => w.id)).toEqual([]);
    expect(spellings.filter((w, i) => spellings.indexOf(w) !== i)).toEqual([]);
  });

  it('holds at least 1,000 words with unique ids, and the content pack serves exactly these', () => {
    // Act
    const ids = all.map((w) => w.id);
    // Assess
    expect(all.length).toBeGreaterThanOrEqual(1000);
    expect(new Set(ids).size).toBe(ids.length);
    expect(contentPack.spellingWords.map((w) => w.id).sort()).toEqual([...ids].sort());
  });

  it('teaches each word at one level only', () => {
    // Act
    const levels = new Map<string, Set<SpellingLevel>>();
    for (const w of all) levels.set(w.word.toLowerCase(), (levels.get(w.word.toLowerCase()) ?? new Set()).add(w.level));
    // Assess
    expect([...levels].filter(([, at]) => at.size > 1).map(([word]) => word)).toEqual([]);
  });
});

describe('spelling word bank: each word', () => {
  it.each(all.map((w) => [w.id, w] as const))('%s: its sentence contains the word as written', (_id, w) => {
    expect(sentenceContainsWord(w.sentence, w.word)).toBe(true);
  });

  it.each(all.map((w) => [w.id, w] as const))('%s is plausible French, typeset cleanly', (_id, w) => {
    // Assess: letters (with accents and ligatures), inner hyphens and apostrophes only.
    expect(w.word).toMatch(/^[a-zàâäçéèêëîïôöùûüÿœæ]+(?:['-][a-zàâäçéèêëîïôöùûüÿœæ]+)*$/i);
    expect(w.sentence).toMatch(/^[«A-ZÀÂÉÈÊÎÔÙÛÇŒ]/u);
    expect(w.sentence).toMatch(/[.!?»]$/);
    expect(w.sentence).not.toMatch(/ {2}|’| [,.]/);
    expect(w.gender === undefined || w.category === 'nom').toBe(true);
  });
});

describe('spelling rules', () => {
  it('are each used by at least three words', () => {
    // Act
    const counts = new Map<string, number>();
    for (const w of all) counts.set(w.rule, (counts.get(w.rule) ?? 0) + 1);
    // Assess
    expect(spellingRules.filter((rule) => (counts.get(rule) ?? 0) < 3)).toEqual([]);
  });

  it('each have a label, a French and an English line, and a known spelling point', () => {
    for (const rule of spellingRules) {
      const info = spellingRuleInfo[rule];
      expect(info.label.trim()).not.toBe('');
      expect(info.fr.length).toBeLessThanOrEqual(200);
      expect(info.en.length).toBeLessThanOrEqual(200);
      expect(spellingPoints).toContain(info.point);
    }
  });

  it('gives every noun its gender', () => {
    expect(all.filter((w) => w.category === 'nom' && !w.gender).map((w) => w.id)).toEqual([]);
  });
});
