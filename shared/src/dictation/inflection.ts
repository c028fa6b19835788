import { splitElision, withoutElision } from './elision.ts';
import type { InflectionTable } from './passage.ts';
import type { SpellingPoint } from '../french/spelling-points.ts';
import { lower } from '../french/text.ts';

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
const AVOIR = new Set(['ai', 'as', 'a', 'avons', 'avez', 'ont', 'avais', 'avait', 'avions', 'aviez', 'avaient', 'eus', 'eut', 'eûmes', 'eûtes', 'eurent', 'aurai', 'auras', 'aura', 'aurons', 'aurez', 'auront', 'aurais', 'aurait', 'aurions', 'auriez', 'auraient', 'aie', 'aies', 'ait', 'ayons', 'ayez', 'aient', 'eût', 'avoir', 'ayant']);
const SUBJECT_PRONOUNS = new Set(['je', "j'", 'tu', 'il', 'elle', 'on', 'nous', 'vous', 'ils', 'elles']);

/** What the classifier knows of the words around the one it judges (lower case): before it nearest first, then after it. */
export interface Context { readonly before: readonly string[]; readonly after?: readonly string[] }

/**
 * Words that may stand between an auxiliary and its participle: the negation and adverbs (« n'étaient pas rentrés »,
 * « s'était rapidement éveillée », « les a peut-être vus »). Anything else ends the verb phrase: in « il y avait du
 * monde arrêté » the participle has no auxiliary.
 */
const BETWEEN_AUXILIARY_AND_PARTICIPLE = new Set(['pas', 'point', 'plus', 'jamais', 'rien', 'guère', 'bien', 'mal', 'déjà', 'toujours', 'souvent',
  'encore', 'tout', 'trop', 'beaucoup', 'vite', 'mieux', 'peut-être', 'enfin', 'même', 'aussi', 'presque', 'tant', 'si', 'très', 'tard', 'tôt',
  'ainsi', 'alors', 'longtemps', 'certes', 'vraiment', 'ensuite', 'parfois', 'soudain', 'aussitôt', 'bientôt', 'ici', 'là']);
const isAdverb = (word: string): boolean => BETWEEN_AUXILIARY_AND_PARTICIPLE.has(word) || (word.length > 6 && word.endsWith('ment'));

/** Reflexive pronouns before an auxiliary: « se sont », « me suis » (« nous », « vous » only after the same subject). */
const REFLEXIVES = new Set(['se', 'me', 'te', "s'", "m'", "t'"]);
/** Words after which the subject may come after the verb (« où s'est arrêtée la caravane »). */
const INVERTING = new Set(['où', 'que', "qu'", 'dont', 'comme', 'quand', 'lorsque']);

interface Auxiliary { readonly verb: 'etre' | 'avoir'; readonly reflexive: boolean; readonly subjectMayFollow: boolean }

/**
 * The auxiliary of the participle that follows, found by the verb phrase's structure, not by distance: the words
 * before it may only be the negation and adverbs, back to a form of être or avoir, elided or not (« qu'avaient »,
 * « l'avait », « n'aurait », « s'était »), or inverted (« avait-il »). A reflexive pronoun before être (in the token,
 * « s'est », or before it, « se sont ») makes the verb pronominal.
 */
export function auxiliaryOf(context: Context): Auxiliary | undefined {
  const words = context.before;
  for (let k = 0; k < words.length; k++) {
    const word = words[k]!;
    if (isAdverb(word) || word === 'ne' || word === "n'") continue;
    const { prefix, rest } = splitElision(word);
    const verb = rest.replace(/-(t-)?(je|tu|il|elle|on|nous|vous|ils|elles)$/, '');
    const kind = ETRE.has(verb) ? 'etre' : AVOIR.has(verb) ? 'avoir' : undefined;
    if (!kind) return undefined;
    // Before the auxiliary: its own elided pronoun, or « se », « me »… (through « ne »), then what precedes the clause.
    let j = k + 1;
    while (words[j] === 'ne' || words[j] === "n'") j++;
    const ownReflexive = REFLEXIVES.has(lower(prefix));
    const separateReflexive = REFLEXIVES.has(words[j] ?? '') || ((words[j] === 'nous' || words[j] === 'vous') && words[j + 1] === words[j]);
    if (separateReflexive) j++;
    while (words[j] === 'ne' || words[j] === "n'") j++;
    const reflexive = kind === 'etre' && (ownReflexive || separateReflexive);
    return { verb: kind, reflexive, subjectMayFollow: INVERTING.has(words[j] ?? '') };
  }
  return undefined;
}

/** Verbs whose reflexive pronoun is an indirect object (« se sourire » = sourire à soi): their participle never agrees with it. */
const INDIRECT_REFLEXIVE = new Set(['téléphoner', 'succéder', 'sourire', 'parler', 'plaire', 'complaire', 'déplaire', 'nuire', 'mentir',
  'ressembler', 'suffire', 'survivre', 'rire', 'écrire', 'dire', 'demander', 'permettre', 'promettre', 'convenir', 'répondre']);
/** Participles whose lemma the ending rules cannot guess. */
const IRREGULAR_PARTICIPLES: Record<string, string> = {
  souri: 'sourire', ri: 'rire', plu: 'plaire', déplu: 'déplaire', nui: 'nuire', menti: 'mentir', suffi: 'suffire', écrit: 'écrire', dit: 'dire',
  permis: 'permettre', promis: 'promettre', survécu: 'survivre', convenu: 'convenir', répondu: 'répondre', fait: 'faire',
};
/** The lemma of a past participle when no table gives it: « téléphonés » → « téléphoner ». */
export function participleLemma(word: string): string {
  const bare = withoutElision(lower(word));
  const masculine = bare.replace(/(e|s|es)$/, '');
  return IRREGULAR_PARTICIPLES[masculine] ?? IRREGULAR_PARTICIPLES[bare] ?? (/é$/.test(masculine) ? `${masculine.slice(0, -1)}er` : masculine);
}

const DETERMINERS = new Set(['le', 'la', 'les', 'un', 'une', 'des', 'du', 'au', 'aux', 'son', 'sa', 'ses', 'leur', 'leurs', 'mon', 'ma', 'mes',
  'ton', 'ta', 'tes', 'notre', 'nos', 'votre', 'vos', 'ce', 'cet', 'cette', 'ces', 'quelques', 'plusieurs', 'chaque', 'aucun', 'aucune']);
/** Whether a word starts a noun phrase: a determiner, or an elided article with its noun (« l'oreille »). */
const startsNounPhrase = (word: string | undefined): boolean => word !== undefined && (DETERMINERS.has(word) || /^l'/.test(word));

/** Whether the word follows a determiner (« le dîner »): a noun there, not a verb. */
export function followsDeterminer(context: Context): boolean {
  return DETERMINERS.has(context.before[0] ?? '');
}

const isInfinitive = (word: string | undefined): boolean => word !== undefined && /(er|ir|re|oir)$/.test(withoutElision(word));

/**
 * The rule a past participle follows, from its verb phrase: « fait » and « laissé » before an infinitive stay
 * invariable; a pronominal verb agrees with its subject unless the reflexive is an indirect object (« ils se sont
 * souri ») or the direct object comes after (« ils se sont serré la main »); then être, avoir, or no auxiliary.
 */
function participleRule(context: Context, lemma: string): string {
  const aux = auxiliaryOf(context);
  const next = context.after?.[0];
  if ((lemma === 'faire' || lemma === 'laisser') && isInfinitive(next)) return 'agreement.participe-laisser-faire';
  if (!aux) return 'agreement.participe';
  if (aux.reflexive) {
    const objectAfter = startsNounPhrase(next) && !aux.subjectMayFollow;
    return INDIRECT_REFLEXIVE.has(lemma) || objectAfter ? 'agreement.participe-pronominal-indirect' : 'agreement.participe-pronominal';
  }
  return aux.verb === 'etre' ? 'agreement.participe-etre' : 'agreement.participe-avoir';
}

export interface AgreementVerdict { readonly rule: string; readonly point: SpellingPoint; readonly features: string[] }

/** The features a participle missed when `written` is it plus -e, -s or -es: masculine, singular. */
function agreementEndingAdded(expected: string, written: string): string[] | undefined {
  const added = written.startsWith(expected) ? written.slice(expected.length) : undefined;
  if (added !== 'e' && added !== 's' && added !== 'es') return undefined;
  return [...(added.includes('e') ? ['masculin'] : []), ...(added.includes('s') ? ['singulier'] : [])];
}

/** Endings that sound [e] like an infinitive in -er or a participle in -é. */
const SOUNDS_LIKE_E = /(ez|er|ais|ait|ai|aient)$/;

function verdictFromReadings(expected: Reading, written: Reading, adjectival: boolean, context: Context, words: { expected: string; written: string; lemma: string }): AgreementVerdict | undefined {
  const features = differences(expected, written);
  const eVerb = expected.moods !== '';
  const wVerb = written.moods !== '';
  const eNonFinite = /[KW]/.test(expected.moods);
  const wNonFinite = /[KW]/.test(written.moods);
  if (eVerb && wVerb) {
    if (expected.moods.includes('K') && !wNonFinite) {
      // An agreement ending on an invariable participle, which the lexicon only knows as another form (« pus » for « pu »).
      const agreed = agreementEndingAdded(words.expected, words.written);
      if (agreed) return { rule: participleRule(context, words.lemma), point: 'accord-participe-passe', features: agreed };
      // A participle not in -é written as a finite form (« il a mit », « s'étant mit », « il a finit »): its last letter,
      // heard in the feminine (mise, finie). An -é participle written « mange » or « mangeait » is the -é / -er / -ait
      // confusion below.
      if (!/é(e|s|es)?$/.test(words.expected) && !SOUNDS_LIKE_E.test(words.written)) {
        return { rule: 'conjugation.participe-passe', point: 'accord-participe-passe', features: ['participe-passe'] };
      }
    }
    // An infinitive or a participle expected (« il doit finir », « il a mangé »), or written for a form that sounds
    // alike (-é / -er / -ez / -ait): the infinitive–participle rule.
    const soundsAlike = (reading: Reading, word: string): boolean => /[KW]/.test(reading.moods) || /(ez|ais|ait|ai|aient)$/.test(word);
    if ((eNonFinite || (wNonFinite && soundsAlike(expected, words.expected))) && !(expected.moods.includes('K') && written.moods.includes('K')) && expected.moods !== written.moods) {
      return { rule: 'conjugation.infinitif-participe', point: 'infinitif-participe', features };
    }
    if (expected.moods.includes('K') && written.moods.includes('K')) {
      return { rule: participleRule(context, words.lemma), point: 'accord-participe-passe', features };
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
  if (eVerb && expected.moods.includes('K')) return { rule: participleRule(context, words.lemma), point: 'accord-participe-passe', features };
  return { rule: 'conjugation.temps', point: eVerb ? moodPoint[expected.moods[0]!]! : 'accord-adjectif', features };
}

/**
 * How well a reading of the expected word fits its place: after an auxiliary it is a participle (« s'étant mis »),
 * right after a subject pronoun a finite verb (« il mit »). The lower, the better.
 */
function contextMismatch(reading: Reading, context: Context): number {
  if (reading.moods === '') return 0;
  const participle = reading.moods.includes('K');
  if (auxiliaryOf(context)) return participle ? 0 : 2;
  if (subjectBefore(context)) return /[KW]/.test(reading.moods) ? 2 : 0;
  return 0;
}

/** The pair of readings (one per side) that differ in the fewest dimensions, the expected one chosen by its context. */
function closest(expected: Reading[], written: Reading[], context: Context): [Reading, Reading] | undefined {
  let best: [Reading, Reading] | undefined;
  let bestScore = Number.POSITIVE_INFINITY;
  for (const e of expected) for (const w of written) {
    // On a tie, the same mood: « durcis » for « durci » is the participle's plural, not the passé simple.
    const score = differences(e, w).length + ((e.moods === '') !== (w.moods === '') ? 3 : 0) + (disjoint(e.moods, w.moods) ? 0.5 : 0) + contextMismatch(e, context);
    if (score < bestScore) { bestScore = score; best = [e, w]; }
  }
  return best;
}

/** The table's entry for a word, looked up through an elided prefix (« n'étaient » → « étaient »). */
function entryOf(table: InflectionTable | undefined, word: string): InflectionTable[string] | undefined {
  return table?.[lower(word)] ?? table?.[withoutElision(lower(word))];
}

type Entry = InflectionTable[string];
type EntryReading = Omit<Entry, 'other'>;

const isVerbReading = (reading: EntryReading): boolean => parseTag(reading.tag).some((r) => r.moods !== '');

/**
 * What the table's entry for `word` reads it as first (a verb when its own tag has a mood or tense, an adjective, a
 * noun), and whether one of its readings is a verb; undefined without an entry.
 */
export function entryReading(table: InflectionTable | undefined, word: string): { first: 'verb' | 'adjective' | 'noun'; verb: boolean } | undefined {
  const entry = entryOf(table, word);
  if (!entry) return undefined;
  const first = isVerbReading(entry) ? 'verb' : entry.adjective ? 'adjective' : 'noun';
  return { first, verb: first === 'verb' || (entry.other !== undefined && isVerbReading(entry.other)) };
}

/**
 * Among an entry's readings, the one whose forms hold the written form. When both do, the context chooses the verb
 * for a noun not after a determiner (« pour dîner »), a word right after a subject pronoun (« il dure »), or a
 * participle after an auxiliary; otherwise the first reading stands (« elles sont fausses » is the adjective).
 */
function readingFor(entry: Entry, writtenForm: string, context: Context): EntryReading | undefined {
  // After a determiner a noun stays a noun: « la porte » written « la portent » is no verb agreement.
  const readings = entry.other && !(followsDeterminer(context) && !isVerbReading(entry)) ? [entry, entry.other] : [entry];
  const listing = readings.filter((reading) => reading.forms[writtenForm] !== undefined);
  const verb = listing.find(isVerbReading);
  if (listing.length < 2 || !verb || isVerbReading(entry)) return listing[0];
  const participle = parseTag(verb.tag).some((r) => r.moods.includes('K'));
  const verbContext = (!entry.adjective && !followsDeterminer(context)) || subjectBefore(context) !== undefined || (participle && auxiliaryOf(context) !== undefined);
  return verbContext ? verb : listing[0];
}

/** The verdict from the passage's table: `written` must be one of the forms of one of `expected`'s readings. */
export function agreementFromTable(table: InflectionTable | undefined, expected: string, written: string, context: Context): AgreementVerdict | 'not-a-form' | undefined {
  const entry = entryOf(table, expected);
  if (!entry) return undefined;
  const writtenForm = table?.[lower(expected)] === entry ? lower(written) : withoutElision(lower(written));
  const reading = readingFor(entry, writtenForm, context);
  if (!reading) return 'not-a-form';
  const pair = closest(parseTag(reading.tag), parseTag(reading.forms[writtenForm]!), context);
  if (!pair) return 'not-a-form';
  // An adjective: marked so by the build, or (tables built before the mark) a reading whose forms have both genders.
  const hasGender = (gender: string): boolean => Object.values(reading.forms).concat(reading.tag).some((tag) => parseTag(tag).some((r) => r.moods === '' && r.gender.includes(gender)));
  const adjectival = reading.adjective === true || (hasGender('f') && hasGender('m'));
  return verdictFromReadings(pair[0], pair[1], adjectival, context, { expected: lower(expected), written: writtenForm, lemma: reading.lemma }) ?? 'not-a-form';
}

/** Determiners by lemma, with the gender and number of each form. */
const DETERMINER_FORMS: Readonly<Record<string, { readonly lemma: string; readonly gender: string; readonly number: string }>> = Object.fromEntries(
  ([
    ['le', 'le', 'm', 's'], ['la', 'le', 'f', 's'], ['les', 'le', '', 'p'], ['au', 'au', 'm', 's'], ['aux', 'au', '', 'p'], ['du', 'du', 'm', 's'],
    ['un', 'un', 'm', 's'], ['une', 'un', 'f', 's'], ['ce', 'ce', 'm', 's'], ['ces', 'ce', '', 'p'], ['mon', 'mon', 'm', 's'], ['ma', 'mon', 'f', 's'],
    ['mes', 'mon', '', 'p'], ['ton', 'ton', 'm', 's'], ['ta', 'ton', 'f', 's'], ['tes', 'ton', '', 'p'], ['son', 'son', 'm', 's'], ['sa', 'son', 'f', 's'],
    ['ses', 'son', '', 'p'], ['notre', 'notre', '', 's'], ['nos', 'notre', '', 'p'], ['votre', 'votre', '', 's'], ['vos', 'votre', '', 'p'],
    ['quelque', 'quelque', '', 's'], ['quelques', 'quelque', '', 'p'], ['certain', 'certain', 'm', 's'], ['certaine', 'certain', 'f', 's'],
    ['certains', 'certain', 'm', 'p'], ['certaines', 'certain', 'f', 'p'], ['aucun', 'aucun', 'm', 's'], ['aucune', 'aucun', 'f', 's'],
  ] as const).map(([form, lemma, gender, number]) => [form, { lemma, gender, number }]),
);

/** A determiner written in another gender or number (« au regard » for « aux regards », « certain cafés »). */
export function determinerAgreement(expected: string, written: string): AgreementVerdict | undefined {
  const e = DETERMINER_FORMS[lower(expected)];
  const w = DETERMINER_FORMS[lower(written)];
  if (!e || !w || e.lemma !== w.lemma || lower(expected) === lower(written)) return undefined;
  const features = [
    ...(disjoint(e.gender, w.gender) ? [e.gender === 'f' ? 'feminin' : 'masculin'] : []),
    ...(e.number !== w.number ? [e.number === 'p' ? 'pluriel' : 'singulier'] : []),
  ];
  return { rule: 'agreement.determinant', point: features.includes('pluriel') || features.includes('singulier') ? 'pluriel-noms' : 'feminin', features };
}

/** Numerals that never take an -s (vingt and cent do when multiplied and last: quatre-vingts, deux cents). */
const INVARIABLE_NUMERALS = new Set(['deux', 'trois', 'quatre', 'cinq', 'six', 'sept', 'huit', 'neuf', 'dix', 'onze', 'douze', 'treize', 'quatorze',
  'quinze', 'seize', 'trente', 'quarante', 'cinquante', 'soixante', 'mille']);

/** An -s added to an invariable numeral (« leurs quatres garçons »): a plural mark where none is taken. */
export function numeralAgreement(expected: string, written: string): AgreementVerdict | undefined {
  const e = lower(expected);
  if (!INVARIABLE_NUMERALS.has(e) || lower(written) !== `${e}s`) return undefined;
  return { rule: 'agreement.nombre-invariable', point: 'nombres', features: [] };
}

/** Set phrases whose noun keeps one number whatever the sentence (« à travers champs », « à genoux », « à pied »). */
const FIXED_PHRASES: ReadonlyArray<readonly string[]> = [
  ['à', 'travers', 'champs'], ['à', 'genoux'], ['en', 'vacances'], ['sans', 'cesse'], ['à', 'pied'], ['à', 'cheval'], ['par', 'terre'],
  ['à', 'tâtons'], ['à', 'reculons'], ['aux', 'aguets'], ['de', 'bon', 'cœur'], ['en', 'cachette'], ['à', 'bicyclette'],
];

/** The noun of a set phrase written in the other number (« à travers champ »): its form never changes. */
export function fixedPhraseAgreement(expected: string, written: string, context: Context): AgreementVerdict | undefined {
  const e = lower(expected);
  const w = lower(written);
  if (w.replace(/[sx]$/, '') !== e.replace(/[sx]$/, '') || e === w) return undefined;
  const inPhrase = FIXED_PHRASES.some((phrase) => phrase[phrase.length - 1] === e && phrase.slice(0, -1).every((word, k, head) => context.before[head.length - 1 - k] === word));
  if (!inPhrase) return undefined;
  return { rule: 'agreement.locution', point: 'pluriel-noms', features: [/[sx]$/.test(e) ? 'pluriel' : 'singulier'] };
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
/** Endings of past participles the rules recognise without a table (-é, -i, -u, -is, -ert, -int and their agreements). */
const PARTICIPLE_ENDING = /(é|i|u|is|ert|int)(e|s|es)?$/;

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
    return verdictFromReadings(parseTag(ve.tag)[0]!, parseTag(vw.tag)[0]!, false, context, { expected: e, written: w, lemma: participleLemma(e) });
  }
  // A third-person plural written without its -nt (« ils descendire », « ils mangè »): subject-verb agreement.
  if (/[^n]ent$|[eè]rent$|irent$|urent$|aient$/.test(e) && (w === e.slice(0, -2) || w === e.slice(0, -3))) {
    return { rule: 'agreement.sujet-verbe', point: 'accord-sujet-verbe', features: ['pluriel'] };
  }
  // An infinitive given a conjugation ending, as if it agreed with a subject (« les nuages venirent », « conduirent »).
  const afterInfinitive = /(er|ir|re|oir)$/.test(e) ? (w.startsWith(e) ? w.slice(e.length) : e.endsWith('re') && w.startsWith(e.slice(0, -1)) ? w.slice(e.length - 1) : undefined) : undefined;
  if (afterInfinitive !== undefined && /^(nt|ent|ons|ez|ait|ais|aient)$/.test(afterInfinitive)) {
    return { rule: 'conjugation.infinitif-participe', point: 'infinitif-participe', features: ['infinitif'] };
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
  const aux = auxiliaryOf(context);
  if (aux && (aux.verb === 'avoir' || PARTICIPLE_ENDING.test(e))) {
    // After an auxiliary (through the negation and adverbs): a past participle. A final -t or -s that the participle
    // does not have (« il a finit »). After être, only a word that ends like a participle: « il est grand » is an adjective.
    const features = genderNumber();
    if (features.length === 0) return { rule: 'conjugation.participe-passe', point: 'accord-participe-passe', features: ['participe-passe'] };
    return { rule: participleRule(context, participleLemma(e)), point: 'accord-participe-passe', features };
  }
  const subject = subjectBefore(context);
  if (subject || /ent$/.test(e) || /ent$/.test(w)) {
    return { rule: 'agreement.sujet-verbe', point: 'accord-sujet-verbe', features: [subjectFeature(subject, e, w)] };
  }
  // A noun or an adjective: the words must be one stem plus e and/or s/x (« chat/chats », « petit/petites »); one in -é
  // is a participle without an auxiliary (« du monde arrêté »), agreeing like an adjective.
  const bare = (word: string): string => word.replace(/e?[sx]?$/, '');
  const features = genderNumber();
  if (bare(e) !== bare(w) || features.length === 0) return undefined;
  if (/é(e|s|es)?$/.test(e)) return { rule: participleRule(context, participleLemma(e)), point: 'accord-participe-passe', features };
  if (features.length === 2) return { rule: 'agreement.adjectif', point: 'accord-adjectif', features };
  if (features[0] === 'pluriel' || features[0] === 'singulier') return { rule: 'agreement.pluriel-nom', point: 'pluriel-noms', features };
  return { rule: 'agreement.feminin', point: 'feminin', features };
}
