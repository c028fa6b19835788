/**
 * The pure part of the inflection precompute: from lexicon entries (Lefff lines: form, category, lemma, tag) to a
 * passage's `InflectionTable`. The script `build-inflections.ts` loads the lexicon and calls these; tests call them
 * with a handful of hand-written lines.
 */
import type { DictationPassage, InflectionTable } from '@plume/shared/dictation/passage';
import { nearestForms, passageWords } from '@plume/shared/dictation/known-inflections';

export interface LexiconEntry { readonly form: string; readonly category: string; readonly lemma: string; readonly tag: string }

/** Categories that inflect together: a verb with its auxiliary readings, a noun with its adjective readings. */
/** Clitics are left out: the Lefff gives them placeholder lemmas (`cla`, `cld`), and their confusions are homophones. */
const FAMILY: Record<string, string> = { v: 'v', auxAvoir: 'v', auxEtre: 'v', nc: 'nom', adj: 'nom', det: 'det', pro: 'pro', prel: 'pro', pri: 'pro' };
const family = (category: string): string | undefined => FAMILY[category];

export interface LexiconIndex {
  readonly byForm: ReadonlyMap<string, readonly LexiconEntry[]>;
  readonly byLemma: ReadonlyMap<string, readonly LexiconEntry[]>;
}

/** One line of the Lefff `.mlex` file (`chantaient\tv\tchanter\tI3p`), or undefined for a line we do not use. */
export function parseLexiconLine(line: string): LexiconEntry | undefined {
  const [form, category, lemma, tag = ''] = line.split('\t');
  if (!form || !category || !lemma || /[\s_]/.test(form)) return undefined;
  return { form, category, lemma, tag };
}

export function indexLexicon(entries: Iterable<LexiconEntry>): LexiconIndex {
  const byForm = new Map<string, LexiconEntry[]>();
  const byLemma = new Map<string, LexiconEntry[]>();
  for (const entry of entries) {
    const fam = family(entry.category);
    if (!fam) continue;
    const forms = byForm.get(entry.form);
    if (forms) forms.push(entry); else byForm.set(entry.form, [entry]);
    const key = `${fam}|${entry.lemma}`;
    const lemmas = byLemma.get(key);
    if (lemmas) lemmas.push(entry); else byLemma.set(key, [entry]);
  }
  return { byForm, byLemma };
}

/**
 * The reading a word gets when the lexicon has several: an auxiliary (« est », « a ») or a past participle (« été »,
 * « emporté ») is the verb; then a determiner (« la », « son »); then a noun or adjective that is its own lemma
 * (« porte »); then a verb, unless only as a tu-form or an imperative; then anything else.
 */
function chooseReading(word: string, readings: readonly LexiconEntry[]): { fam: string; lemma: string } | undefined {
  const rank = (entry: LexiconEntry): number => {
    if (entry.category === 'auxEtre' || entry.category === 'auxAvoir') return 0;
    if (entry.category === 'v' && entry.tag.startsWith('K')) return 1;
    if (entry.category === 'det') return 2;
    if (family(entry.category) === 'nom' && entry.lemma === word) return 3;
    // A verb reading that is only a tu-form or an imperative (« planches », « restes ») loses to the noun.
    if (entry.category === 'v') return /^[PSY]+2s$/.test(entry.tag) || /^Y/.test(entry.tag) ? 6 : 4;
    if (family(entry.category) === 'nom') return 5;
    return 7;
  };
  const best = readings.filter((entry) => family(entry.category)).sort((a, b) => rank(a) - rank(b) || (a.lemma < b.lemma ? -1 : a.lemma > b.lemma ? 1 : 0))[0];
  return best ? { fam: family(best.category)!, lemma: best.lemma } : undefined;
}

const joinTags = (tags: Iterable<string>): string => [...new Set([...tags].filter((t) => t !== ''))].sort().join('|');

/** The table entry of one word (lower case), or undefined when the lexicon does not know it. */
export function inflectionEntry(word: string, index: LexiconIndex): InflectionTable[string] | undefined {
  const readings = index.byForm.get(word);
  if (!readings) return undefined;
  const chosen = chooseReading(word, readings);
  if (!chosen) return undefined;
  const sameLemma = (entry: LexiconEntry): boolean => family(entry.category) === chosen.fam && entry.lemma === chosen.lemma;
  const tag = joinTags(readings.filter(sameLemma).map((e) => e.tag));
  const candidates = new Map<string, string[]>();
  for (const entry of index.byLemma.get(`${chosen.fam}|${chosen.lemma}`) ?? []) {
    // Not the word itself, no capitalised or clitic forms (« -le »), no imparfait du subjonctif (nobody writes it by mistake).
    if (entry.form === word || entry.form !== entry.form.toLowerCase() || entry.form.startsWith('-') || /^T/.test(entry.tag)) continue;
    const tags = candidates.get(entry.form);
    if (tags) tags.push(entry.tag); else candidates.set(entry.form, [entry.tag]);
  }
  const forms = Object.fromEntries(nearestForms(candidates.keys(), word).map((form) => [form, joinTags(candidates.get(form)!)]));
  return { lemma: chosen.lemma, tag, forms };
}

export { passageWords };

/** The table of one passage, keys sorted. */
export function buildInflectionTable(passage: Pick<DictationPassage, 'text'>, index: LexiconIndex): InflectionTable {
  const table: InflectionTable = {};
  for (const word of passageWords(passage).sort()) {
    const entry = inflectionEntry(word, index);
    if (entry) table[word] = entry;
  }
  return table;
}

/** JSON with every object's keys sorted, so the generated file only changes when its content does. */
export function stableJson(value: unknown): string {
  const sort = (v: unknown): unknown => {
    if (Array.isArray(v)) return v.map(sort);
    if (v && typeof v === 'object') return Object.fromEntries(Object.keys(v).sort().map((k) => [k, sort((v as Record<string, unknown>)[k])]));
    return v;
  };
  return `${JSON.stringify(sort(value), null, 0)}\n`;
}
