import { lower } from './text.ts';

/**
 * The closed list of grammatical homophones taught in school, as groups: writing one member of a group for another
 * is a homophone error with the group's rule key (`homophone.<key>`). Multi-word members (« plus tôt », « quel que »)
 * match merges and splits. Pairs that are two conjugated forms of one verb (« peut »/« peux », « sait »/« sais »)
 * are conjugation, not homophones, and are left out.
 */
const groups: ReadonlyArray<readonly [key: string, members: readonly string[]]> = [
  ['a-a', ['a', 'à', 'as']],
  ['et-est', ['et', 'est', 'es', 'ai']],
  ['ou-ou', ['ou', 'où', 'houx']],
  ['son-sont', ['son', 'sont']],
  ['on-ont', ['on', 'ont']],
  ['ces-ses', ['ces', 'ses', "c'est", "s'est", 'sais', 'sait']],
  ['ce-se', ['ce', 'se']],
  ['la-la', ['la', 'là', "l'a", "l'as", 'las']],
  ['leur-leurs', ['leur', 'leurs']],
  ['leur-lheure', ['leur', "l'heure"]],
  ['peu-peut', ['peu', 'peut', 'peux']],
  ['ni-ny', ['ni', "n'y", 'nie', 'nies', 'nient']],
  ['sans-sen', ['sans', "s'en", "c'en", 'sang', 'cent']],
  ['mes-mais', ['mes', 'mais', 'mets', 'met', 'mai']],
  ['quel-quelle', ['quel', 'quels', 'quelle', 'quelles', "qu'elle", "qu'elles"]],
  ['dans-den', ['dans', "d'en", 'dent', 'dents']],
  ['si-sy', ['si', "s'y", 'scie']],
  ['quand-quant', ['quand', 'quant', "qu'en", 'camp']],
  ['cet-cette', ['cet', 'cette', 'sept', 'set']],
  ['du-du', ['du', 'dû']],
  ['sur-sur', ['sur', 'sûr', 'sûre']],
  ['ma-ma', ['ma', "m'a", "m'as"]],
  ['ta-ta', ['ta', "t'a", "t'as"]],
  ['mon-mont', ['mon', "m'ont"]],
  ['ton-tont', ['ton', "t'ont", 'thon']],
  ['sa-ca', ['sa', 'ça', 'çà']],
  ['notre-notre', ['notre', 'nôtre', 'nôtres']],
  ['votre-votre', ['votre', 'vôtre', 'vôtres']],
  ['pres-pret', ['près', 'prêt', 'prêts', 'prête', 'prêtes']],
  ['plutot', ['plutôt', 'plus tôt']],
  ['bientot', ['bientôt', 'bien tôt']],
  ['quelque', ['quelque', 'quelques', 'quel que', 'quels que', 'quelle que', 'quelles que']],
  ['quoique', ['quoique', 'quoi que']],
  ['davantage', ['davantage', "d'avantage", "d'avantages"]],
  ['parce-que', ['parce que', 'par ce que']],
  ['sinon', ['sinon', 'si non']],
];

/** Pairs inside a group that are two forms of one verb or one determiner: agreement, not homophones. */
const notHomophones = new Set(['peut|peux', 'sais|sait', 'es|est', 'a|as', 'met|mets', 'prête|prêt', 'prêt|prêts', 'prête|prêtes', 'prêtes|prêts', 'prête|prêts', 'prêt|prêtes', 'dent|dents', "qu'elle|qu'elles", "l'a|l'as", "m'a|m'as", "t'a|t'as", 'nie|nies', 'nie|nient', 'nient|nies', "d'avantage|d'avantages"]);

const pairKey = (a: string, b: string): string => (a < b ? `${a}|${b}` : `${b}|${a}`);

const byPair = new Map<string, string>();
for (const [key, members] of groups) {
  for (const a of members) for (const b of members) {
    if (a !== b && !notHomophones.has(pairKey(a, b)) && !byPair.has(pairKey(a, b))) byPair.set(pairKey(a, b), key);
  }
}

/** Every rule key this module can return, for the rule catalogue. */
export const homophoneRuleKeys: readonly string[] = [...new Set(groups.map(([key]) => `homophone.${key}`)), 'homophone.c-s', 'homophone.negation'];

/** Every word of the closed list (lower case), for the personal dictation generator. */
export const homophoneWords: ReadonlySet<string> = new Set(groups.flatMap(([, members]) => members.filter((m) => !m.includes(' '))));

/**
 * The rule key when `written` is a homophone of `expected` (lower-cased, several words joined by one space), or
 * undefined. Besides the list: « c'était »/« s'était » (c'/s' before the same word) and a dropped or added « n' »
 * (« on n'a »/« on a »).
 */
export function homophoneRule(expected: string, written: string): string | undefined {
  const e = lower(expected);
  const w = lower(written);
  if (e === w) return undefined;
  const key = byPair.get(pairKey(e, w));
  if (key) return `homophone.${key}`;
  const elided = /^([cs])'(.+)$/;
  const me = elided.exec(e);
  const mw = elided.exec(w);
  if (me && mw && me[1] !== mw[1] && me[2] === mw[2]) return 'homophone.c-s';
  if (e === `n'${w}` || w === `n'${e}`) return 'homophone.negation';
  return undefined;
}
