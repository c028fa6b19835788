import type { InflectionTable, SpellingPoint } from './passage.ts';
import { lower } from './text.ts';

/**
 * Agreement and conjugation: two forms of one lemma. With the passage's inflection table (Lefff tags, precomputed at
 * build time) the features that differ are read from the tags; without an entry for the word, rules on endings
 * guess the same tags (-é/-er/-ez/-ait/-ais, final -s/-x/-e/-nt/-t on one stem).
 */

/** One reading of a Lefff tag: moods/tenses (`P`, `I`, `K`…), persons, gender, number. */
interface Reading { readonly moods: string; readonly persons: string; readonly gender: string; readonly number: string }

const VERB_TAG = /^([PFIJCYSTKGW]+)([123]*)([mf]*)([sp]*)$/;
const NOMINAL_TAG = /^([mf]*)([sp]*)$/;

/** Reads a tag such as `P3s|P1s`, `Kfp`, `fs` or `s_P3p` (the determiner's own part is before `_`). */
export function parseTag(tag: string): Reading[] {
  return tag.split('|').flatMap((alternative) => {
    const own = alternative.split('_')[0]!;
    const verb = VERB_TAG.exec(own);
    if (verb) return [{ moods: verb[1]!, persons: verb[2]!, gender: verb[3]!, number: verb[4]! }];
    const nominal = NOMINAL_TAG.exec(own);
    if (nominal) return [{ moods: '', persons: '', gender: nominal[1]!, number: nominal[2]! }];
    return [];
  });
}

const disjoint = (a: string, b: string): boolean => a !== '' && b !== '' && ![...a].some((c) => b.includes(c));

const moodFeature: Record<string, string> = {
  P: 'present', I: 'imparfait', J: 'passe-simple', F: 'futur', C: 'conditionnel', S: 'subjonctif', T: 'subjonctif-imparfait',
  Y: 'imperatif', K: 'participe-passe', G: 'participe-present', W: 'infinitif',
};
const moodPoint: Record<string, SpellingPoint> = {
  P: 'conjugaison-present', I: 'conjugaison-imparfait', J: 'conjugaison-passe-simple', F: 'conjugaison-futur', C: 'conjugaison-conditionnel',
  S: 'conjugaison-subjonctif', T: 'conjugaison-subjonctif', Y: 'conjugaison-present', K: 'accord-participe-passe', G: 'conjugaison-present', W: 'infinitif-participe',
};
const personFeature: Record<string, string> = { 1: '1re-personne', 2: '2e-personne', 3: '3e-personne' };

/** Every feature key this module can emit, for the label catalogue. */
export const featureKeys: readonly string[] = [...new Set([...Object.values(moodFeature), ...Object.values(personFeature), 'singulier', 'pluriel', 'masculin', 'feminin'])];

/** The expected values of the dimensions in which `written` differs from `expected`: what the learner missed. */
function differences(expected: Reading, written: Reading): string[] {
  const features: string[] = [];
  if (disjoint(expected.moods, written.moods)) features.push(moodFeature[expected.moods[0]!]!);
  if (disjoint(expected.persons, written.persons)) features.push(personFeature[expected.persons[0]!]!);
  if (disjoint(expected.gender, written.gender)) features.push(expected.gender.includes('f') ? 'feminin' : 'masculin');
  if (disjoint(expected.number, written.number)) features.push(expected.number.includes('p') ? 'pluriel' : 'singulier');
  if (expected.moods === '' && written.moods !== '') features.push('infinitif');
  return features;
}

const ETRE = new Set(['suis', 'es', 'est', 'sommes', 'êtes', 'sont', 'étais', 'était', 'étions', 'étiez', 'étaient', 'fus', 'fut', 'fûmes', 'fûtes', 'furent', 'serai', 'seras', 'sera', 'serons', 'serez', 'seront', 'serais', 'serait', 'serions', 'seriez', 'seraient', 'sois', 'soit', 'soyons', 'soyez', 'soient', 'fût', 'être', 'été', 'étant']);
const AVOIR = new Set(['ai', 'as', 'a', 'avons', 'avez', 'ont', 'avais', 'avait', 'avions', 'aviez', 'avaient', 'eus', 'eut', 'eûmes', 'eûtes', 'eurent', 'aurai', 'auras', 'aura', 'aurons', 'aurez', 'auront', 'aurais', 'aurait', 'aurions', 'auriez', 'auraient', 'aie', 'aies', 'ait', 'ayons', 'ayez', 'aient', 'eût', 'avoir', 'ayant', "n'ai", "n'as", "n'a", "n'avons", "n'avez", "n'ont", "n'avait", "n'avaient", "m'a", "l'a", "l'ont", "m'ont", "t'a", "s'est"]);
const SUBJECT_PRONOUNS = new Set(['je', "j'", 'tu', 'il', 'elle', 'on', 'nous', 'vous', 'ils', 'elles']);

/** What the classifier knows of the words before the one it judges (lower case, nearest first). */
export interface Context { readonly before: readonly string[] }

function auxiliaryBefore(context: Context): 'etre' | 'avoir' | undefined {
  for (const word of context.before.slice(0, 3)) {
    if (ETRE.has(word) || /^[nmtsl]'(est|es|suis|sont|était|étaient)$/.test(word)) return 'etre';
    if (AVOIR.has(word)) return 'avoir';
  }
  return undefined;
}

export interface AgreementVerdict { readonly rule: string; readonly point: SpellingPoint; readonly features: string[] }

function verdictFromReadings(expected: Reading, written: Reading, adjectival: boolean, context: Context, expectedWord: string): AgreementVerdict | undefined {
  const features = differences(expected, written);
  const eVerb = expected.moods !== '';
  const wVerb = written.moods !== '';
  const eNonFinite = /[KW]/.test(expected.moods);
  const wNonFinite = /[KW]/.test(written.moods);
  if (eVerb && wVerb) {
    // An infinitive or a participle expected (« il doit finir », « il a mangé »), or written for a form that sounds
    // alike (-é / -er / -ez / -ait): the infinitive–participle rule.
    const soundsAlike = (reading: Reading, word: string): boolean => /[KW]/.test(reading.moods) || /(ez|ais|ait|ai|aient)$/.test(word);
    if ((eNonFinite || (wNonFinite && soundsAlike(expected, expectedWord))) && !(expected.moods.includes('K') && written.moods.includes('K')) && expected.moods !== written.moods) {
      return { rule: 'conjugation.infinitif-participe', point: 'infinitif-participe', features };
    }
    if (expected.moods.includes('K') && written.moods.includes('K')) {
      const aux = auxiliaryBefore(context);
      const rule = aux === 'etre' ? 'agreement.participe-etre' : aux === 'avoir' ? 'agreement.participe-avoir' : 'agreement.participe';
      return { rule, point: 'accord-participe-passe', features };
    }
    if (disjoint(expected.moods, written.moods)) {
      const e = expected.moods[0]!;
      const w = written.moods[0]!;
      const rule = (e === 'J' && w === 'I') || (e === 'I' && w === 'J') ? 'conjugation.passe-simple-imparfait'
        : (e === 'F' && w === 'C') || (e === 'C' && w === 'F') ? 'conjugation.futur-conditionnel' : 'conjugation.temps';
      return { rule, point: moodPoint[e]!, features };
    }
    if (features.length === 0) return undefined;
    return { rule: 'agreement.sujet-verbe', point: 'accord-sujet-verbe', features };
  }
  if (!eVerb && !wVerb) {
    if (features.length === 0) return undefined;
    if (adjectival) return { rule: 'agreement.adjectif', point: 'accord-adjectif', features };
    if (features.includes('pluriel') || features.includes('singulier')) return { rule: 'agreement.pluriel-nom', point: 'pluriel-noms', features };
    return { rule: 'agreement.feminin', point: 'feminin', features };
  }
  if (eVerb && expected.moods.includes('K')) return { rule: 'agreement.participe', point: 'accord-participe-passe', features };
  return { rule: 'conjugation.temps', point: eVerb ? moodPoint[expected.moods[0]!]! : 'accord-adjectif', features };
}

/** The pair of readings (one per side) that differ in the fewest dimensions. */
function closest(expected: Reading[], written: Reading[]): [Reading, Reading] | undefined {
  let best: [Reading, Reading] | undefined;
  let bestScore = Number.POSITIVE_INFINITY;
  for (const e of expected) for (const w of written) {
    const score = differences(e, w).length + ((e.moods === '') !== (w.moods === '') ? 3 : 0);
    if (score < bestScore) { bestScore = score; best = [e, w]; }
  }
  return best;
}

/** Whether the table's entry for `word` is a verb (its own tag has a mood or tense). */
export function isVerbEntry(table: InflectionTable | undefined, word: string): boolean {
  return parseTag(table?.[lower(word)]?.tag ?? '').some((reading) => reading.moods !== '');
}

/** The verdict from the passage's table: `written` must be one of the forms of `expected`'s entry. */
export function agreementFromTable(table: InflectionTable | undefined, expected: string, written: string, context: Context): AgreementVerdict | 'not-a-form' | undefined {
  const entry = table?.[lower(expected)];
  if (!entry) return undefined;
  const writtenTag = entry.forms[lower(written)];
  if (writtenTag === undefined) return 'not-a-form';
  const pair = closest(parseTag(entry.tag), parseTag(writtenTag));
  if (!pair) return 'not-a-form';
  const adjectival = Object.values(entry.forms).concat(entry.tag).some((tag) => parseTag(tag).some((r) => r.moods === '' && r.gender.includes('f')))
    && Object.values(entry.forms).concat(entry.tag).some((tag) => parseTag(tag).some((r) => r.moods === '' && r.gender.includes('m')));
  return verdictFromReadings(pair[0], pair[1], adjectival, context, lower(expected)) ?? 'not-a-form';
}

/** Words that never take an agreement ending: an added -s on them is a spelling (lexical) error. */
const INVARIABLE = new Set(['beaucoup', 'toujours', 'jamais', 'trop', 'très', 'souvent', 'alors', 'puis', 'après', 'depuis', 'parfois', 'ensemble', 'dessous', 'dessus', 'plus', 'moins', 'assez', 'tard', 'tôt', 'loin', 'ici', 'hier', 'demain', 'encore', 'aussi', 'ainsi', 'mais', 'donc', 'car', 'sans', 'sous', 'vers', 'chez', 'avec', 'pendant', 'devant', 'derrière', 'malgré', 'selon', 'parmi', 'lorsque', 'puisque', 'quoique', 'autrefois', 'toutefois', 'dehors', 'dedans', 'partout', 'surtout', 'volontiers', 'certes', 'jadis', 'tandis', 'combien', 'longtemps', 'maintenant', 'aujourd\'hui', 'bientôt', 'déjà', 'enfin', 'presque', 'pourtant', 'quand', 'comme', 'contre', 'entre', 'avant', 'hors', 'près', 'dès']);

/** Whether a word (lower case) is one of the invariable words the rules know. */
export function isInvariable(word: string): boolean {
  return INVARIABLE.has(word);
}

/** Verb endings the rules recognise, longest first, with the tag each suggests. */
const VERB_ENDINGS: ReadonlyArray<readonly [string, string]> = [
  ['aient', 'I3p'], ['ions', 'I1p'], ['iez', 'I2p'], ['ais', 'I12s'], ['ait', 'I3s'], ['ai', 'J1s'],
  ['ées', 'Kfp'], ['és', 'Kmp'], ['ée', 'Kfs'], ['é', 'Kms'], ['er', 'W'], ['ez', 'P2p'],
];

function verbEnding(word: string): { stem: string; tag: string } | undefined {
  for (const [ending, tag] of VERB_ENDINGS) {
    if (word.endsWith(ending) && word.length - ending.length >= 2) {
      // « mange-ait » and « mang-é » share a stem: the e (or ç/c) that keeps g and c soft is not part of it.
      const stem = word.slice(0, -ending.length).replace(/ge$/, 'g').replace(/ç$/, 'c');
      // « chanter-ai », « finir-ait »: after the infinitive's r, -ai is a future and -ais/-ait a conditional.
      if (/^[IJ]/.test(tag) && /(er|ir|rr|dr|tr|oir)$/.test(stem) && stem.length > 3) return { stem, tag: tag.replace('I', 'C').replace('J', 'F') };
      return { stem, tag };
    }
  }
  return undefined;
}

const LIGHT_ENDINGS = ['', 'ent', 'es', 'e', 's', 'x', 'nt', 't', 'd'];

/** Object pronouns and the negation that may sit between a subject pronoun and its verb. */
const CLITICS = new Set(['ne', "n'", 'me', "m'", 'te', "t'", 'se', "s'", 'le', 'la', "l'", 'les', 'lui', 'leur', 'en', 'y', 'nous', 'vous']);

/** The subject pronoun before the verb, through object pronouns and « ne » (« il ne le sait »). */
function subjectBefore(context: Context): string | undefined {
  for (const word of context.before) {
    if (SUBJECT_PRONOUNS.has(word)) return word === "j'" ? 'je' : word;
    if (!CLITICS.has(word)) return undefined;
  }
  return undefined;
}

/** What a verb form missed, from its subject: the person (je, tu, nous, vous) or the number (ils, elles; il written -nt). */
function subjectFeature(subject: string | undefined, expected: string, written: string): string {
  if (subject === 'je') return '1re-personne';
  if (subject === 'tu') return '2e-personne';
  if (subject === 'nous') return '1re-personne';
  if (subject === 'vous') return '2e-personne';
  if (subject === 'ils' || subject === 'elles' || /ent$/.test(expected)) return 'pluriel';
  if (/nt$/.test(written)) return 'singulier';
  return '3e-personne';
}

/** Guesses for a pair of words on one stem when the passage's table has no entry for the word. */
export function agreementFromRules(expected: string, written: string, context: Context, options: { verbEndingsOnly?: boolean } = {}): AgreementVerdict | undefined {
  const e = lower(expected);
  const w = lower(written);
  if (INVARIABLE.has(e) || INVARIABLE.has(w) || e === w) return undefined;
  const ve = verbEnding(e);
  const vw = verbEnding(w);
  if (ve && vw && ve.stem === vw.stem && ve.tag !== vw.tag && ve.stem.length >= 2) {
    return verdictFromReadings(parseTag(ve.tag)[0]!, parseTag(vw.tag)[0]!, false, context, e);
  }
  // A third-person plural written without its -nt (« ils descendire », « ils mangè »): subject-verb agreement.
  if (/[^n]ent$|[eè]rent$|irent$|urent$|aient$/.test(e) && (w === e.slice(0, -2) || w === e.slice(0, -3))) {
    return { rule: 'agreement.sujet-verbe', point: 'accord-sujet-verbe', features: ['pluriel'] };
  }
  if (options.verbEndingsOnly) return undefined;
  // Light endings on one stem: -s/-x (number), -e (gender, or a verb ending after a subject pronoun), -nt (3rd plural).
  const stems = (word: string): string[] => LIGHT_ENDINGS.filter((s) => word.endsWith(s) && word.length - s.length >= 2).map((s) => word.slice(0, word.length - s.length));
  const ws = stems(w);
  if (!stems(e).some((stem) => ws.includes(stem))) return undefined;
  const genderNumber = (): string[] => [
    ...(/es?$/.test(e) !== /es?$/.test(w) ? [/es?$/.test(e) ? 'feminin' : 'masculin'] : []),
    ...(/[sx]$/.test(e) !== /[sx]$/.test(w) ? [/[sx]$/.test(e) ? 'pluriel' : 'singulier'] : []),
  ];
  const aux = auxiliaryBefore(context);
  if (aux && context.before[0] && (ETRE.has(context.before[0]) || AVOIR.has(context.before[0]))) {
    // Right after an auxiliary: a past participle. A final -t or -s that the participle does not have (« il a finit »).
    const features = genderNumber();
    if (features.length === 0) return { rule: 'conjugation.participe-passe', point: 'accord-participe-passe', features: ['participe-passe'] };
    return { rule: aux === 'etre' ? 'agreement.participe-etre' : 'agreement.participe-avoir', point: 'accord-participe-passe', features };
  }
  const subject = subjectBefore(context);
  if (subject || /ent$/.test(e) || /ent$/.test(w)) {
    return { rule: 'agreement.sujet-verbe', point: 'accord-sujet-verbe', features: [subjectFeature(subject, e, w)] };
  }
  // A noun or an adjective: the words must be one stem plus e and/or s/x (« chat/chats », « petit/petites »).
  const bare = (word: string): string => word.replace(/e?[sx]?$/, '');
  const features = genderNumber();
  if (bare(e) !== bare(w) || features.length === 0) return undefined;
  if (features.length === 2) return { rule: 'agreement.adjectif', point: 'accord-adjectif', features };
  if (features[0] === 'pluriel' || features[0] === 'singulier') return { rule: 'agreement.pluriel-nom', point: 'pluriel-noms', features };
  return { rule: 'agreement.feminin', point: 'feminin', features };
  return undefined;
}
