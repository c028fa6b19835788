import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import {
  categoryFileProblems,
  categoryIds,
  categoryFileSchema,
  funAndLearnPassageSchema,
  guessTheWordEntrySchema,
  normalize,
  trueFalseStatementSchema,
  type CategoryFile,
} from '@plume/shared/content';
import * as z from 'zod';

const dir = new URL('./', import.meta.url);
const read = (path: string) => JSON.parse(readFileSync(new URL(path, dir), 'utf8')) as unknown;
const categoryFiles = readdirSync(new URL('questions/', dir)).filter((name) => name.endsWith('.json'));

describe('quiz content pack: category files', () => {
  const parsed = new Map<string, CategoryFile>();

  it.each(categoryFiles)('%s fits the schema and the structural rules', (name) => {
    const file = categoryFileSchema.parse(read(`questions/${name}`));
    expect(`${file.category.id}.json`).toBe(name);
    expect(categoryFileProblems(file)).toEqual([]);
    parsed.set(name, file);
  });

  it('covers the ten categories with at least 1,500 questions and 100 audio ones', () => {
    expect([...parsed.values()].map((file) => file.category.id).sort()).toEqual([...categoryIds].sort());
    const all = [...parsed.values()].flatMap((file) => file.questions);
    expect(all.length).toBeGreaterThanOrEqual(1_500);
    expect(all.filter((q) => q.audio).length).toBeGreaterThanOrEqual(100);
  });

  it('has no question id or question text twice across the whole pack', () => {
    const all = [...parsed.values()].flatMap((file) => file.questions);
    expect(new Set(all.map((q) => q.id)).size).toBe(all.length);
    expect(new Set(all.map((q) => normalize(q.question))).size).toBe(all.length);
  });
});

describe('quiz content pack: other modes', () => {
  const modes = [
    ['true-false.json', trueFalseStatementSchema, (item: { statement: string }) => normalize(item.statement)],
    ['guess-the-word.json', guessTheWordEntrySchema, (item: { word: string }) => item.word],
    ['fun-and-learn.json', funAndLearnPassageSchema, (item: { title: string }) => normalize(item.title)],
  ] as const;
  it.each(modes)('%s fits its schema, without duplicates', (name, schema, key) => {
    const items = z.array(schema as z.ZodType).parse(read(`modes/${name}`)) as { id: string }[];
    expect(new Set(items.map((item) => item.id)).size).toBe(items.length);
    expect(new Set(items.map((item) => (key as (i: unknown) => string)(item))).size).toBe(items.length);
  });
});
