import type { SpellingPoint } from './spelling-points.ts';

/**
 * The closed list of spelling rules a word of the spelling bank illustrates. Each rule names the spelling point it
 * belongs to, so readiness per rule rolls up with dictation mistakes (which are classified by point).
 */
export const spellingRules = [
  'lettres-simples', 'graphemes-complexes', 'an-en-am-em', 'in-ain-ein-un', 'eau-au-o', 'ai-ei-e', 'er-e-ez',
  'm-devant-mbp', 'doubles-consonnes', 'lettre-muette-finale', 'e-muet-interieur', 'accent-aigu', 'accent-grave',
  'accent-circonflexe', 'trema', 'cedille', 'ge-gu', 'c-qu-k', 's-ss', 'ph-th-h', 'y', 'ille-ill', 'tion-sion',
  'oe-ae', 'feminin', 'pluriel-irregulier', 'homophones', 'mots-invariables', 'adverbes-ment',
  'trait-union-apostrophe', 'nombres', 'finales-noms', 'prefixes', 'infinitif', 'majuscules',
] as const;
export type SpellingRule = (typeof spellingRules)[number];

export interface SpellingRuleInfo {
  /** Short French label, shown on the list and on readiness. */
  readonly label: string;
  /** One line in French for the learner. */
  readonly fr: string;
  /** The same line in English. */
  readonly en: string;
  /** The dictation spelling point this rule rolls up into. */
  readonly point: SpellingPoint;
}

export const spellingRuleInfo: Readonly<Record<SpellingRule, SpellingRuleInfo>> = {
  'lettres-simples': {
    label: 'Lettres et sons simples', point: 'vocabulaire',
    fr: 'Chaque son s’écrit avec une seule lettre : on écrit ce qu’on entend (papa, lune, moto).',
    en: 'Each sound is written with a single letter: you write what you hear (papa, lune, moto).',
  },
  'graphemes-complexes': {
    label: 'Sons à deux lettres', point: 'vocabulaire',
    fr: 'Certains sons s’écrivent avec deux lettres : ou, oi, on, eu, ch, gn (loup, roi, chat, montagne).',
    en: 'Some sounds are written with two letters: ou, oi, on, eu, ch, gn (loup, roi, chat, montagne).',
  },
  'an-en-am-em': {
    label: 'Le son [ɑ̃] : an, en, am, em', point: 'vocabulaire',
    fr: 'Le son [ɑ̃] s’écrit an ou en (maman, dent) : il faut mémoriser le mot ou penser à un mot de la même famille.',
    en: 'The [ɑ̃] sound is spelt an or en (maman, dent): learn the word or think of a word from the same family.',
  },
  'in-ain-ein-un': {
    label: 'Le son [ɛ̃] : in, ain, ein, un', point: 'vocabulaire',
    fr: 'Le son [ɛ̃] s’écrit in, ain, ein, un ou en (lapin, main, peinture, lundi) : un mot de la famille aide (main → manuel).',
    en: 'The [ɛ̃] sound is spelt in, ain, ein, un or en (lapin, main, peinture, lundi): a related word helps (main → manuel).',
  },
  'eau-au-o': {
    label: 'Le son [o] : o, au, eau', point: 'vocabulaire',
    fr: 'Le son [o] s’écrit o, au ou eau (vélo, jaune, bateau) ; eau se trouve souvent en fin de mot.',
    en: 'The [o] sound is spelt o, au or eau (vélo, jaune, bateau); eau is often at the end of a word.',
  },
  'ai-ei-e': {
    label: 'Le son [ɛ] : ai, ei, e, et', point: 'vocabulaire',
    fr: 'Le son [ɛ] s’écrit ai, ei, e devant deux consonnes, ou et en fin de mot (maison, neige, terre, jouet).',
    en: 'The [ɛ] sound is spelt ai, ei, e before two consonants, or et at the end of a word (maison, neige, terre, jouet).',
  },
  'er-e-ez': {
    label: 'Le son [e] final : é, er, ez, ée', point: 'vocabulaire',
    fr: 'En fin de mot, le son [e] s’écrit é, ée, er ou ez (café, journée, boulanger, nez).',
    en: 'At the end of a word, the [e] sound is spelt é, ée, er or ez (café, journée, boulanger, nez).',
  },
  'm-devant-mbp': {
    label: 'm devant m, b, p', point: 'm-devant-mbp',
    fr: 'Devant m, b ou p, on écrit m au lieu de n (jambe, pompier, emmener) ; sauf bonbon, bonbonne et néanmoins.',
    en: 'Before m, b or p, write m instead of n (jambe, pompier, emmener); except bonbon, bonbonne and néanmoins.',
  },
  'doubles-consonnes': {
    label: 'Consonnes doubles', point: 'doubles-consonnes',
    fr: 'Ce mot s’écrit avec une consonne double qu’on n’entend pas toujours (pomme, ballon, appeler).',
    en: 'This word has a double consonant you do not always hear (pomme, ballon, appeler).',
  },
  'lettre-muette-finale': {
    label: 'Lettre muette finale', point: 'lettres-muettes',
    fr: 'La dernière lettre ne s’entend pas : un mot de la même famille la fait entendre (lait → laitier, grand → grande).',
    en: 'The last letter is silent: a word from the same family makes it heard (lait → laitier, grand → grande).',
  },
  'e-muet-interieur': {
    label: 'e muet à l’intérieur du mot', point: 'lettres-muettes',
    fr: 'Un e qu’on n’entend pas reste écrit au milieu du mot, souvent après une voyelle (remerciement, dévouement, gaieté).',
    en: 'A silent e stays written inside the word, often after a vowel (remerciement, dévouement, gaieté).',
  },
  'accent-aigu': {
    label: 'Accent aigu', point: 'accents',
    fr: 'Le e prononcé [e] fermé prend un accent aigu (école, été, téléphone).',
    en: 'An e sounding [e] (closed) takes an acute accent (école, été, téléphone).',
  },
  'accent-grave': {
    label: 'Accent grave', point: 'accents',
    fr: 'Le e prononcé [ɛ] ouvert en fin de syllabe prend un accent grave (mère, rivière) ; à, là, où le prennent pour se distinguer.',
    en: 'An e sounding [ɛ] (open) at the end of a syllable takes a grave accent (mère, rivière); à, là, où take one to stand apart.',
  },
  'accent-circonflexe': {
    label: 'Accent circonflexe', point: 'accents',
    fr: 'L’accent circonflexe est souvent la trace d’un s disparu (forêt → forestier, fête → festival).',
    en: 'The circumflex is often the trace of a lost s (forêt → forestier, fête → festival).',
  },
  trema: {
    label: 'Tréma', point: 'accents',
    fr: 'Le tréma indique que la voyelle se prononce à part de celle qui la précède (Noël, maïs, naïf).',
    en: 'The diaeresis shows the vowel is sounded apart from the one before it (Noël, maïs, naïf).',
  },
  cedille: {
    label: 'Cédille', point: 'accents',
    fr: 'Devant a, o, u, le c prend une cédille pour se prononcer [s] (garçon, leçon, reçu).',
    en: 'Before a, o, u, c takes a cedilla to sound [s] (garçon, leçon, reçu).',
  },
  'ge-gu': {
    label: 'g, ge, gu', point: 'vocabulaire',
    fr: 'Devant e, i, y, le g se prononce [ʒ] : on ajoute u pour le son [g] (guitare) et e pour le son [ʒ] devant a, o (pigeon).',
    en: 'Before e, i, y, g sounds [ʒ]: add u for the hard [g] (guitare) and e for [ʒ] before a, o (pigeon).',
  },
  'c-qu-k': {
    label: 'Le son [k] : c, qu, k, ch', point: 'vocabulaire',
    fr: 'Le son [k] s’écrit c devant a, o, u, qu devant e, i, et parfois k ou ch (coq, quille, kilo, chorale).',
    en: 'The [k] sound is spelt c before a, o, u, qu before e, i, and sometimes k or ch (coq, quille, kilo, chorale).',
  },
  's-ss': {
    label: 's ou ss', point: 'doubles-consonnes',
    fr: 'Entre deux voyelles, un seul s se prononce [z] (rose) ; pour le son [s], on double le s (poisson).',
    en: 'Between two vowels a single s sounds [z] (rose); for the [s] sound, double it (poisson).',
  },
  'ph-th-h': {
    label: 'ph, th, h', point: 'vocabulaire',
    fr: 'Des mots venus du grec s’écrivent avec ph, th, rh ou ch ; d’autres commencent par un h muet (photo, théâtre, hiver).',
    en: 'Words from Greek are spelt with ph, th, rh or ch; others begin with a silent h (photo, théâtre, hiver).',
  },
  y: {
    label: 'La lettre y', point: 'vocabulaire',
    fr: 'Le y se lit [i] dans des mots d’origine grecque (cycle, rythme) et vaut deux i entre deux voyelles (crayon = cré-ion).',
    en: 'y reads [i] in words of Greek origin (cycle, rythme) and counts as two i between vowels (crayon = cré-ion).',
  },
  'ille-ill': {
    label: 'Le son [j] : ill, il, ille', point: 'vocabulaire',
    fr: 'Le son [j] s’écrit il en fin de mot masculin (soleil) et ille ou ill ailleurs (abeille, papillon).',
    en: 'The [j] sound is spelt il at the end of a masculine word (soleil) and ille or ill elsewhere (abeille, papillon).',
  },
  'tion-sion': {
    label: 'tion, sion, ssion', point: 'vocabulaire',
    fr: 'La fin [sjɔ̃] s’écrit le plus souvent tion (récréation) ; parfois sion ou ssion (télévision, émission).',
    en: 'The ending [sjɔ̃] is usually spelt tion (récréation); sometimes sion or ssion (télévision, émission).',
  },
  'oe-ae': {
    label: 'Lettres liées œ, æ', point: 'accents',
    fr: 'Ce mot s’écrit avec les lettres liées œ ou æ (cœur, sœur, œuf).',
    en: 'This word is spelt with the ligature œ or æ (cœur, sœur, œuf).',
  },
  feminin: {
    label: 'Le féminin', point: 'feminin',
    fr: 'Au féminin, la fin du mot change : -e, -euse, -ère, -ive, -elle, -enne (heureuse, légère, vive, ancienne).',
    en: 'In the feminine, the ending changes: -e, -euse, -ère, -ive, -elle, -enne (heureuse, légère, vive, ancienne).',
  },
  'pluriel-irregulier': {
    label: 'Pluriels particuliers', point: 'pluriel-noms',
    fr: 'Au pluriel, certains noms prennent un x ou changent de fin : -al → -aux, -eau → -eaux, sept mots en -ou → -oux.',
    en: 'In the plural some nouns take x or change their ending: -al → -aux, -eau → -eaux, seven -ou nouns → -oux.',
  },
  homophones: {
    label: 'Homophones', point: 'homophones-grammaticaux',
    fr: 'Ce mot se prononce comme un autre mais s’écrit autrement : le sens de la phrase dit lequel écrire (mer, mère, maire).',
    en: 'This word sounds like another but is spelt differently: the meaning tells which one to write (mer, mère, maire).',
  },
  'mots-invariables': {
    label: 'Mots invariables', point: 'lettres-muettes',
    fr: 'Ce mot ne change jamais : il faut apprendre son orthographe par cœur, lettres muettes comprises (toujours, beaucoup).',
    en: 'This word never changes: learn its spelling by heart, silent letters included (toujours, beaucoup).',
  },
  'adverbes-ment': {
    label: 'Adverbes en -ment', point: 'adverbes-ment',
    fr: 'L’adverbe se forme sur le féminin + ment (douce → doucement) ; -ant donne -amment, -ent donne -emment.',
    en: 'The adverb is built on the feminine + ment (douce → doucement); -ant gives -amment, -ent gives -emment.',
  },
  'trait-union-apostrophe': {
    label: 'Trait d’union et apostrophe', point: 'trait-union-apostrophe',
    fr: 'Ce mot composé s’écrit avec un trait d’union ou une apostrophe (arc-en-ciel, aujourd’hui).',
    en: 'This compound is written with a hyphen or an apostrophe (arc-en-ciel, aujourd’hui).',
  },
  nombres: {
    label: 'Les nombres', point: 'nombres',
    fr: 'Les nombres s’écrivent en lettres reliées par des traits d’union ; vingt et cent prennent un s quand ils sont multipliés et terminent le nombre.',
    en: 'Numbers are written in words joined by hyphens; vingt and cent take an s when multiplied and ending the number.',
  },
  'finales-noms': {
    label: 'Finales des noms', point: 'vocabulaire',
    fr: 'Les noms féminins en -té ou -tié ne prennent pas de e (la liberté) ; les noms en -eur non plus (la peur), sauf heure, demeure…',
    en: 'Feminine nouns in -té or -tié take no e (la liberté); nor do nouns in -eur (la peur), except heure, demeure…',
  },
  prefixes: {
    label: 'Préfixes', point: 'doubles-consonnes',
    fr: 'Le préfixe s’ajoute au mot sans le changer : in- devient im-, il-, ir- et la consonne se double (illisible, irrégulier).',
    en: 'The prefix is added without changing the word: in- becomes im-, il-, ir- and the consonant doubles (illisible, irrégulier).',
  },
  infinitif: {
    label: 'Verbes à l’infinitif', point: 'infinitif-participe',
    fr: 'À l’infinitif, le verbe se termine par -er, -ir, -re ou -oir : on peut dire « mordre » à la place d’un verbe en -er.',
    en: 'In the infinitive, a verb ends in -er, -ir, -re or -oir: you can say "mordre" in place of an -er verb.',
  },
  majuscules: {
    label: 'Majuscule ou minuscule', point: 'majuscules',
    fr: 'Les noms propres prennent une majuscule ; les jours, les mois et les adjectifs de nationalité n’en prennent pas.',
    en: 'Proper nouns take a capital; days, months and adjectives of nationality do not.',
  },
};

/**
 * A spelling rule as a flashcard or another feature names it beside the dictation's rule keys (`ruleExplanation`
 * reads both): namespaced, so « homophones » here never meets a dictation key of the same name.
 */
export const spellingRuleKey = (rule: SpellingRule) => `spelling.${rule}`;
export function spellingRuleOfKey(key: string): SpellingRule | undefined {
  const rule = key.startsWith('spelling.') ? key.slice('spelling.'.length) : undefined;
  return rule && Object.hasOwn(spellingRuleInfo, rule) ? (rule as SpellingRule) : undefined;
}
