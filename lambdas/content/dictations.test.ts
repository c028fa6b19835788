import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import * as z from 'zod';
import { dictationLevels, dictationPassageSchema, type DictationLevel, type DictationPassage } from '@plume/shared/dictation/passage';
import { spellingPoints } from '@plume/shared/french/spelling-points';
import { contentPack } from './index.ts';

const dir = new URL('./dictations/', import.meta.url);
const read = (level: DictationLevel) => JSON.parse(readFileSync(new URL(`${level}.json`, dir), 'utf8')) as unknown;

/** Words per passage (split on whitespace) for each level; the brevet level is also held to 600–800 characters. */
const wordWindows: Record<DictationLevel, [number, number]> = {
  ce1: [15, 35], ce2: [25, 50], cm: [40, 80], '6e-5e': [60, 100], '4e-3e': [100, 140], adulte: [100, 160],
};
const brevetCharacters: [number, number] = [600, 800];
const wordCount = (text: string) => text.split(/\s+/).filter(Boolean).length;

// Prepare (shared by every case): each level's file, parsed by the contract every consumer relies on.
const byLevel = new Map(dictationLevels.map((level) => [level, z.array(dictationPassageSchema).parse(read(level))] as const));
const all: DictationPassage[] = [...byLevel.values()].flat();

describe('dictation content pack: files', () => {
  it.each(dictationLevels)('%s.json parses, holds at least 10 passages, all of that level', (level) => {
    // Act
    const passages = byLevel.get(level)!;
    // Assess
    expect(passages.length).toBeGreaterThanOrEqual(10);
    expect(passages.filter((p) => p.level !== level).map((p) => p.id)).toEqual([]);
  });

  it('holds at least 60 passages with unique ids, and the content pack serves exactly these', () => {
    // Act
    const ids = all.map((p) => p.id);
    // Assess
    expect(all.length).toBeGreaterThanOrEqual(60);
    expect(new Set(ids).size).toBe(ids.length);
    expect(contentPack.dictations.map((p) => p.id).sort()).toEqual([...ids].sort());
  });
});

describe('dictation content pack: each passage', () => {
  it.each(all.map((p) => [p.id, p] as const))('%s fits its level’s length window', (_id, passage) => {
    // Act
    const [min, max] = wordWindows[passage.level];
    const words = wordCount(passage.text);
    // Assess
    expect(words).toBeGreaterThanOrEqual(min);
    expect(words).toBeLessThanOrEqual(max);
    if (passage.level === '4e-3e') {
      expect(passage.text.length).toBeGreaterThanOrEqual(brevetCharacters[0]);
      expect(passage.text.length).toBeLessThanOrEqual(brevetCharacters[1]);
    }
  });

  it.each(all.map((p) => [p.id, p] as const))('%s: its phrase groups rejoin to the text exactly', (_id, passage) => {
    // Act
    const rejoined = passage.groups.join(' ');
    // Assess
    expect(rejoined).toBe(passage.text.replaceAll('\n', ' '));
    expect(passage.groups.filter((g) => g !== g.trim() || g.includes('\n') || g.length === 0)).toEqual([]);
    // A paragraph break sits between two groups: the text never breaks inside one.
    const paragraphs = passage.text.split('\n');
    expect(paragraphs.every((paragraph) => paragraph.length > 0 && paragraph === paragraph.trim())).toBe(true);
  });

  it.each(all.map((p) => [p.id, p] as const))('%s has an inflection table of its own words (else run `npm run build:inflections -w lambdas`)', (_id, passage) => {
    const table = contentPack.dictationInflections[passage.id];
    // A word, its parts, and the word after an elided prefix (« l'après-midi » → « après-midi »), as the build keys it.
    const words = new Set(passage.text.toLowerCase().split(/[^\p{L}'-]+/u).flatMap((word) => [word, word.replace(/^\p{L}+'/u, ''), ...word.split(/['-]/)]));

    expect(table).toBeDefined();
    expect(Object.keys(table!).length).toBeGreaterThan(0);
    expect(Object.keys(table!).filter((word) => !words.has(word))).toEqual([]);
  });

  it.each(all.map((p) => [p.id, p] as const))('%s is typeset cleanly', (_id, passage) => {
    // Act
    const { text } = passage;
    // Assess
    expect(text).not.toMatch(/ {2}/);
    expect(text).not.toMatch(/ [,.]/);
    expect(text).not.toMatch(/ [:;!?]/);
    expect(text).not.toMatch(/\n\n/);
    expect(text).not.toContain('’');
    expect(text.split('«').length).toBe(text.split('»').length);
    expect(guillemetsNest(text)).toBe(true);
    expect(text.charAt(0)).toMatch(/[A-ZÀÂÉÈÊÎÔÙÛÇ0-9«]/);
  });

  it.each(all.map((p) => [p.id, p] as const))('%s is tagged with 2 to 8 distinct spelling points', (_id, passage) => {
    // Act
    const tags = new Set(passage.tags);
    // Assess
    expect(tags.size).toBe(passage.tags.length);
    expect(tags.size).toBeGreaterThanOrEqual(2);
    expect(tags.size).toBeLessThanOrEqual(8);
  });
});

describe('dictation content pack: coverage and sources', () => {
  it('has no inflection table for a passage that no longer exists', () => {
    expect(Object.keys(contentPack.dictationInflections).filter((id) => !all.some((p) => p.id === id))).toEqual([]);
  });


  it('uses every spelling point in at least one passage', () => {
    // Act
    const used = new Set(all.flatMap((p) => p.tags));
    // Assess
    expect(spellingPoints.filter((point) => !used.has(point))).toEqual([]);
  });

  it('exercises past-participle agreement in several passages from CM up', () => {
    // Act
    const upper = all.filter((p) => p.level !== 'ce1' && p.level !== 'ce2' && p.tags.includes('accord-participe-passe'));
    // Assess
    expect(upper.length).toBeGreaterThanOrEqual(10);
  });

  it('names an author and a work for every public-domain excerpt', () => {
    // Act
    const sourced = all.filter((p) => p.source);
    // Assess
    expect(sourced.length).toBeGreaterThan(0);
    for (const { source } of sourced) {
      expect(source!.author.trim()).not.toBe('');
      expect(source!.work.trim()).not.toBe('');
    }
  });
});

/** « and » alternate, opening first: no closing mark before its opening one, none left open. */
function guillemetsNest(text: string): boolean {
  let open = 0;
  for (const char of text) {
    if (char === '«') open += 1;
    if (char === '»') open -= 1;
    if (open < 0 || open > 1) return false;
  }
  return open === 0;
}
