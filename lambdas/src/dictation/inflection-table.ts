/**
 * The pure part of the inflection tables: from lexicon entries (Lefff lines: form, category, lemma, tag) to a
 * passage's `InflectionTable`. The build script (`lambdas/scripts/build-inflections.ts`) and an admin's save
 * (`lexicon.ts`) read the lexicon and call these; tests call them with a handful of hand-written lines.
 */
import type { DictationPassage, InflectionTable } from '@plume/shared/dictation/passage';
import { nearestForms, passageWords } from '@plume/shared/dictation/inflection-words';

/** One reading of a word in a table entry (the entry's own, or its `other`). */
type InflectionReading = Omit<InflectionTable[string], 'other'>;

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

/** The key of an entry's lemma within its family (`v|manger`), or undefined for a category tables leave out. */
export function lemmaKey(entry: LexiconEntry): string | undefined {
  const fam = family(entry.category);
  return fam ? `${fam}|${entry.lemma}` : undefined;
}

export function indexLexicon(entries: Iterable<LexiconEntry>): LexiconIndex {
  const byForm = new Map<string, LexiconEntry[]>();
  const byLemma = new Map<string, LexiconEntry[]>();
  for (const entry of entries) {
    const key = lemmaKey(entry);
    if (!key) continue;
    const forms = byForm.get(entry.form);
    if (forms) forms.push(entry); else byForm.set(entry.form, [entry]);
    const lemmas = byLemma.get(key);
    if (lemmas) lemmas.push(entry); else byLemma.set(key, [entry]);
  }
  return { byForm, byLemma };
}

/**
 * The readings a word gets when the lexicon has several. First: an auxiliary (« est », « a ») or a past participle
 * (« été », « emporté ») is the verb; then a determiner (« la », « son »); then an adjective (« fausses »,
 * « universelle »: the reading that agrees, with its masculine forms); then a noun that is its own lemma (« porte »);
 * then a verb, unless only as a tu-form, a nous/vous form or an imperative (« planches », « poissons »); then anything
 * else. Second, if the word has one: the best reading of the other of noun and verb (« porte »: porter), for the
 * grader to choose by context.
 */
function chooseReadings(word: string, readings: readonly LexiconEntry[]): Array<{ fam: string; lemma: string; adjective: boolean }> {
  const rank = (entry: LexiconEntry): number => {
    if (entry.category === 'auxEtre' || entry.category === 'auxAvoir') return 0;
    if (entry.category === 'v' && entry.tag.startsWith('K')) return 1;
    if (entry.category === 'det') return 2;
    if (entry.category === 'adj') return 3;
    if (family(entry.category) === 'nom' && entry.lemma === word) return 3.5;
    // A verb reading that is only a tu-form, a nous/vous form or an imperative loses to the noun.
    if (entry.category === 'v') return /^[PSY]+2s$/.test(entry.tag) || /^[PIJFCSY]+[12]p$/.test(entry.tag) || /^Y/.test(entry.tag) ? 6 : 4;
    if (family(entry.category) === 'nom') return 5;
    return 7;
  };
  const ranked = readings.filter((entry) => family(entry.category)).sort((a, b) => rank(a) - rank(b) || (a.lemma < b.lemma ? -1 : a.lemma > b.lemma ? 1 : 0));
  const best = ranked[0];
  if (!best) return [];
  // The best reading of the other of noun and verb, if the word has one (« dure »: the adjective, and durer).
  const pair = new Set(['nom', 'v']);
  const other = pair.has(family(best.category)!) ? ranked.find((entry) => pair.has(family(entry.category)!) && family(entry.category) !== family(best.category)) : undefined;
  return [best, ...(other ? [other] : [])].map((entry) => ({ fam: family(entry.category)!, lemma: entry.lemma, adjective: entry.category === 'adj' }));
}

/** Forms a learner confuses most (the participle, the infinitive, third persons): kept first among forms as near. */
const isFrequentConfusion = (tags: readonly string[]): boolean => tags.some((tag) => /^[KW]|3/.test(tag));

const joinTags = (tags: Iterable<string>): string => [...new Set([...tags].filter((t) => t !== ''))].sort().join('|');

/** The table entry of one word (lower case), or undefined when the lexicon does not know it. */
export function inflectionEntry(word: string, index: LexiconIndex): InflectionTable[string] | undefined {
  const readings = index.byForm.get(word);
  if (!readings) return undefined;
  const [primary, other] = chooseReadings(word, readings).map((chosen) => readingEntry(word, chosen, readings, index));
  if (!primary) return undefined;
  // A second reading is kept only when it has forms a learner may write instead.
  return other && Object.keys(other.forms).length > 0 ? { ...primary, other } : primary;
}

/** One reading of a word: its lemma, its tag(s) for that lemma, and the forms of the lemma a learner may write instead. */
function readingEntry(word: string, chosen: { fam: string; lemma: string; adjective: boolean }, readings: readonly LexiconEntry[], index: LexiconIndex): InflectionReading {
  const sameLemma = (entry: LexiconEntry): boolean => family(entry.category) === chosen.fam && entry.lemma === chosen.lemma;
  const tag = joinTags(readings.filter(sameLemma).map((e) => e.tag));
  const candidates = new Map<string, string[]>();
  for (const entry of index.byLemma.get(`${chosen.fam}|${chosen.lemma}`) ?? []) {
    // Not the word itself, no capitalised or clitic forms (« -le »), no imparfait du subjonctif (nobody writes it by mistake).
    if (entry.form === word || entry.form !== entry.form.toLowerCase() || entry.form.startsWith('-') || /^T/.test(entry.tag)) continue;
    const tags = candidates.get(entry.form);
    if (tags) tags.push(entry.tag); else candidates.set(entry.form, [entry.tag]);
  }
  const preferred = (form: string): boolean => isFrequentConfusion(candidates.get(form)!);
  const kept = new Set([...nearestForms(candidates.keys(), word, preferred), ...otherNumber(tag, candidates)]);
  const forms = Object.fromEntries([...kept].sort().map((form) => [form, joinTags(candidates.get(form)!)]));
  return { lemma: chosen.lemma, tag, forms, ...(chosen.adjective ? { adjective: true as const } : {}) };
}

/**
 * The same tense in the other number of the third person (« arrivèrent » / « arriva », « dure » / « durent »): the
 * subject–verb confusion, kept however far its spelling is.
 */
function otherNumber(tag: string, candidates: ReadonlyMap<string, readonly string[]>): string[] {
  const thirdPersons = (tags: readonly string[]): Array<{ moods: string; number: string }> => tags.flatMap((t) => t.split('|')).flatMap((t) => {
    const match = /^([PIJFCS]+)\d*3\d*([sp])$/.exec(t);
    return match ? [{ moods: match[1]!, number: match[2]! }] : [];
  });
  const own = thirdPersons([tag]);
  return [...candidates].filter(([, tags]) => thirdPersons(tags).some((other) => own.some((o) => o.number !== other.number && [...o.moods].some((m) => other.moods.includes(m))))).map(([form]) => form);
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
