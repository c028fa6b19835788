import { existsSync, readdirSync, readFileSync } from 'node:fs';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { profileKeys, profileSortKeys, type ProfileItemKey } from './keys.ts';
import { keyFamilies, ownedPartitions, usesOwnerIndex } from './ownership.ts';

/**
 * The modules that write the table: every domain's `data/` folder (lambdas/src/<domain>/data/<module>.ts), by module
 * name, but for the account's hashing helper. The registry itself, its keys, the erasure walk and the table helpers
 * are this folder.
 */
const sources = new URL('../', import.meta.url);
const dataModuleFiles = new Map(
  readdirSync(sources, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && existsSync(new URL(`${entry.name}/data/`, sources)))
    .flatMap((domain) => readdirSync(new URL(`${domain.name}/data/`, sources))
      .filter((file) => file.endsWith('.ts') && !file.includes('.test.') && file !== 'secret-hash.ts')
      .map((file) => [file.replace(/\.ts$/, ''), new URL(`${domain.name}/data/${file}`, sources)] as const)),
);
const dataModules = [...dataModuleFiles.keys()];
const sourceOf = (module: string) => readFileSync(dataModuleFiles.get(module)!, 'utf8');
/** Words of DynamoDB's API that look like keys: none of them is one. */
const apiWords = new Set(['COUNT', 'ALL_NEW', 'ALL_OLD', 'UPDATED_NEW', 'UPDATED_OLD', 'NONE', 'TOTAL', 'INDEXES', 'SIZE']);

/**
 * The static head of every string and template literal of a source that looks like a key: an upper-case word, then
 * `#` or the end (`'STATS'`, `` `BADGE#${type}` `` → `BADGE#`, `'APPLIED#stats#'`). Read with the TypeScript parser,
 * so comments and nested templates cannot fool it.
 */
function keyLiterals(source: string): string[] {
  const heads: string[] = [];
  const visit = (node: ts.Node): void => {
    if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) heads.push(node.text);
    else if (ts.isTemplateExpression(node)) heads.push(node.head.text);
    ts.forEachChild(node, visit);
  };
  visit(ts.createSourceFile('module.ts', source, ts.ScriptTarget.Latest, true));
  return [...new Set(heads.filter((head) => /^[A-Z][A-Z0-9_]*(#|$)/.test(head) && !apiWords.has(head)))];
}

describe('ownership registry', () => {
  it('lists every key prefix each data module writes (a new kind of item cannot escape account deletion)', () => {
    const unlisted: string[] = [];
    for (const module of dataModules) {
      const source = sourceOf(module);
      const declared = keyFamilies.filter((family) => family.module === module).flatMap((family) => [family.pk, ...family.sk, ...(family.indexKeys ?? [])]);
      for (const literal of keyLiterals(source)) {
        // Declared as it is, or a query prefix of a declared key (`STAT` for `STATCAT#`/`STATMODE#`), or a longer key under one.
        const known = declared.some((key) => key === literal || key.startsWith(literal) || literal.startsWith(key));
        if (!known) unlisted.push(`${module}.ts: '${literal}'`);
      }
    }
    expect(unlisted).toEqual([]);
  });

  it('finds its modules on disk, and the source check catches an undeclared key', () => {
    expect(new Set(keyFamilies.map((family) => family.module))).toEqual(new Set(dataModules));
    expect(keyLiterals("Item: { pk: `SECRET#${uid}`, sk: 'NOTE', gsi1pk: 'x' }; Select: 'COUNT'")).toEqual(['SECRET#', 'NOTE']);
  });

  it('lists each module of the profile partition from keys.ts, and every key built there falls under a family', () => {
    const partitionFamilies = keyFamilies.filter((family) => family.pk === 'PROFILE#');
    // One family per module of keys.ts, and none listed by hand besides.
    expect(partitionFamilies.map((family) => family.module).sort()).toEqual(Object.keys(profileSortKeys).sort());
    expect(partitionFamilies.every((family) => family.owner === 'profile' && family.find === 'partition')).toBe(true);

    const strays = Object.entries(profileKeys).flatMap(([shape, build]) => {
      const key = (build as (...ids: string[]) => ProfileItemKey)('p1', 'x', 'y');
      const declared = partitionFamilies.some((family) => family.sk.some((sk) => key.sk === sk || key.sk.startsWith(sk)));
      return key.pk === 'PROFILE#p1' && declared ? [] : [`${shape}: ${key.pk} / ${key.sk}`];
    });
    expect(strays).toEqual([]);
    // Byte for byte the keys the modules wrote by hand before.
    expect(profileKeys.statsDayCategory('p1', '2026-11-29', 'sciences')).toEqual({ pk: 'PROFILE#p1', sk: 'DAYCAT#2026-11-29#sciences' });
    expect(profileKeys.flashcard('p1', 'd1', 'c1')).toEqual({ pk: 'PROFILE#p1', sk: 'FLASHCARD#d1#c1' });
    expect(profileKeys.examKeyTries('p1', 42)).toEqual({ pk: 'PROFILE#p1', sk: 'EXAMKEY#42' });
    expect(profileKeys.battleSeat('p1', 'b1')).toEqual({ pk: 'PROFILE#p1', sk: 'BATTLESEAT#b1' });
    expect(profileKeys.searchEnd('p1', 'seek-1')).toEqual({ pk: 'PROFILE#p1', sk: 'SEARCHEND#seek-1' });
    expect(profileSortKeys.battles.seat).toBe('BATTLESEAT#');
  });

  it("keeps the profile partition's sort keys apart: none is a prefix of another, so a prefix query reads one shape only", () => {
    const sortKeys = Object.values(profileSortKeys).flatMap((keys) => Object.values(keys) as string[]);
    const overlaps = sortKeys.flatMap((a) => sortKeys.filter((b) => a !== b && b.startsWith(a)).map((b) => `${a} is a prefix of ${b}`));
    expect(overlaps).toEqual([]);
    expect(new Set(sortKeys).size).toBe(sortKeys.length);
  });

  it('says how deletion finds each owned family, and why the others are kept', () => {
    for (const family of keyFamilies) {
      if (family.owner === 'none') expect(family.kept?.length, family.pk).toBeGreaterThan(20);
      else expect(family.find, family.pk).toBeDefined();
    }
    expect(ownedPartitions('account', 'u1').sort()).toEqual(['FAMCHALLENGES#u1', 'USER#u1']);
    expect(ownedPartitions('profile', 'p1').sort()).toEqual(['PROFILE#p1', 'WALLET#p1']);
    expect(usesOwnerIndex('profile') && usesOwnerIndex('account') && usesOwnerIndex('email')).toBe(true);
  });

  it('puts the owner index on every item an owner keeps outside its own partitions', () => {
    for (const family of keyFamilies.filter((f) => f.find === 'owner-index')) {
      expect(sourceOf(family.module), `${family.module}.ts (${family.pk})`).toMatch(/\bownedBy\(|gsi2pk/);
    }
  });
});
