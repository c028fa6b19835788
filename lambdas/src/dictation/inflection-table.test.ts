import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import * as z from 'zod';
import { gradeDictation } from '@plume/shared/dictation/grading';
import { dictationPassageSchema, inflectionTableSchema } from '@plume/shared/dictation/passage';
import { buildInflectionTable, indexLexicon, inflectionEntry, parseLexiconLine, passageWords, stableJson } from './inflection-table.ts';

/** A few lines of the Lefff `.mlex` file, as they are. */
const lines = `
mangeaient	v	manger	I3p
mangeait	v	manger	I3s
mangeais	v	manger	I12s
mangent	v	manger	PS3p
mange	v	manger	PS13s
mange	v	manger	Y2s
manger	v	manger	W
mangé	v	manger	Kms
mangé	adj	manger	Kms
mangée	v	manger	Kfs
mangerions	v	manger	C1p
mangeassent	v	manger	T3p
porte	nc	porte	fs
portes	nc	porte	fp
porte	v	porter	PS13s
porté	v	porter	Kms
est	auxEtre	être	P3s
est	v	être	P3s
est	nc	est	ms
es	v	être	P2s
sont	v	être	P3p
la	det	le	fs
la	cla	cla	3fs
la	nc	la	m
le	det	le	ms
les	det	le	p
Paris	np	Paris	ms
planches	nc	planche	fp
planches	v	plancher	PS2s
planche	nc	planche	fs
fausses	adj	faux	fp
fausse	adj	faux	fs
faux	adj	faux	ms
fausses	nc	fausse	fp
poissons	nc	poisson	mp
poisson	nc	poisson	ms
poissons	v	poisser	P1p
arrivèrent	v	arriver	J3p
arriva	v	arriver	J3s
arrivai	v	arriver	J1s
à cause de	prep	à cause de
`.trim().split('\n');

const index = indexLexicon(lines.map(parseLexiconLine).filter((e) => e !== undefined));

describe('inflection tables from lexicon lines', () => {
  it('keeps the near forms of the same lemma with their tags, not the far or rare ones', () => {
    expect(inflectionEntry('mangeaient', index)).toEqual({
      lemma: 'manger', tag: 'I3p',
      // « mangé » and « mange » are too far (5 letters), « mangeassent » an imparfait du subjonctif.
      forms: { mangeais: 'I12s', mangeait: 'I3s', mangent: 'PS3p', mangerions: 'C1p' },
    });
    expect(Object.keys(inflectionEntry('mangé', index)!.forms)).toEqual(['mange', 'manger', 'mangée']);
  });

  it('chooses the auxiliary, the determiner and the noun that is its own lemma', () => {
    expect(inflectionEntry('est', index)).toMatchObject({ lemma: 'être', tag: 'P3s', forms: { es: 'P2s' } });
    expect(inflectionEntry('la', index)).toEqual({ lemma: 'le', tag: 'fs', forms: { le: 'ms', les: 'p' } });
    expect(inflectionEntry('porte', index)).toEqual({ lemma: 'porte', tag: 'fs', forms: { portes: 'fp' }, other: { lemma: 'porter', tag: 'PS13s', forms: { porté: 'Kms' } } });
    expect(inflectionEntry('planches', index)).toEqual({ lemma: 'planche', tag: 'fp', forms: { planche: 'fs' } });
    expect(inflectionEntry('paris', index)).toBeUndefined();
  });

  it('prefers the adjective and the noun to a nous/vous form, and keeps the third person of the other number', () => {
    expect(inflectionEntry('fausses', index)).toMatchObject({ lemma: 'faux', adjective: true, forms: { fausse: 'fs' } });
    expect(inflectionEntry('poissons', index)).toMatchObject({ lemma: 'poisson', forms: { poisson: 'ms' } });
    // « arriva » and « arrivai » are 4 letters away from « arrivèrent »: only the third person, the subject–verb confusion, is kept.
    expect(inflectionEntry('arrivèrent', index)).toEqual({ lemma: 'arriver', tag: 'J3p', forms: { arriva: 'J3s' } });
  });

  it('builds a valid table per passage, deterministic, that grading reads', () => {
    const passage = { text: 'Les enfants mangeaient. La porte est ouverte.' };
    expect(passageWords(passage)).toEqual(['les', 'enfants', 'mangeaient', 'la', 'porte', 'est', 'ouverte']);
    const table = buildInflectionTable(passage, index);
    expect(inflectionTableSchema.safeParse(table).success).toBe(true);
    expect(Object.keys(table)).toEqual(['est', 'la', 'les', 'mangeaient', 'porte']);
    expect(stableJson({ b: 1, a: { d: 2, c: 3 } })).toBe('{"a":{"c":3,"d":2},"b":1}\n');
    const { errors } = gradeDictation({ reference: passage.text, answer: 'Les enfants mangeait. La porte est ouverte.', inflections: table, acceptReformed1990: true });
    expect(errors).toMatchObject([{ category: 'agreement', rule: 'agreement.sujet-verbe', features: ['pluriel'] }]);
  });

  it('the build script fixture passages (`--in lambdas/scripts/fixtures`) are valid passages', () => {
    const passages = z.array(dictationPassageSchema).parse(JSON.parse(readFileSync(new URL('../../scripts/fixtures/passages.json', import.meta.url), 'utf8')));
    for (const p of passages) expect(p.groups.join(' ')).toBe(p.text.replaceAll('\n', ' '));
  });
});
