import { spellOutElisions } from './elision.ts';
import { lower } from '../french/text.ts';

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
const notHomophones = new Set(['peut|peux', 'sais|sait', 'es|est', 'a|as', 'met|mets', 'prête|prêt', 'prêt|prêts', 'prête|prêtes', 'prêtes|prêts', 'prête|prêts', 'prêt|prêtes', 'dent|dents', "qu'elle|qu'elles", "l'a|l'as", "m'a|m'as", "t'a|t'as", 'nie|nies', 'nie|nient', 'nient|nies', "d'avantage|d'avantages", 'quelque|quelques']);

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
 * (« on n'a »/« on a »). Elided words are read spelt out, so « n'on » for « n'ont » is on/ont and « quoiqu'il » for
 * « quoi qu'il » is quoique/quoi que.
 */
export function homophoneRule(expected: string, written: string): string | undefined {
  const e = lower(expected);
  const w = lower(written);
  if (e === w) return undefined;
  const direct = pairRule(e, w);
  if (direct) return direct;
  const [e2, w2] = differingWords(spellOutElisions(e.split(' ')), spellOutElisions(w.split(' ')));
  return e2 === e && w2 === w ? undefined : pairRule(e2, w2);
}

function pairRule(e: string, w: string): string | undefined {
  if (e === '' || w === '') return undefined;
  const key = byPair.get(pairKey(e, w));
  if (key) return `homophone.${key}`;
  const elided = /^([cs])'(.+)$/;
  const me = elided.exec(e);
  const mw = elided.exec(w);
  if (me && mw && me[1] !== mw[1] && me[2] === mw[2]) return 'homophone.c-s';
  if (e === `n'${w}` || w === `n'${e}`) return 'homophone.negation';
  return undefined;
}

/** The words where two texts differ, without the words they share at both ends, joined by spaces. */
function differingWords(a: readonly string[], b: readonly string[]): [string, string] {
  let start = 0;
  while (start < a.length && start < b.length && a[start] === b[start]) start++;
  let end = 0;
  while (end < a.length - start && end < b.length - start && a[a.length - 1 - end] === b[b.length - 1 - end]) end++;
  return [a.slice(start, a.length - end).join(' '), b.slice(start, b.length - end).join(' ')];
}

/**
 * Lexical homophones: words of different meaning that sound alike (Catach's lexical logograms). Writing one for
 * another is a spelling (lexical) error with its own explanation: the meaning chooses the spelling. Singular members;
 * a plural in -s or -x on both sides matches too (« pâtes » / « pattes »).
 */
const lexicalGroups: ReadonlyArray<readonly string[]> = [
  ['faim', 'fin', 'feint'], ['pâte', 'patte'], ['cane', 'canne'], ['excédant', 'excédent'], ['précédant', 'précédent'],
  ['différant', 'différent'], ['négligeant', 'négligent'], ['convainquant', 'convaincant'], ['fatiguant', 'fatigant'],
  ['censé', 'sensé'], ['censée', 'sensée'], ['balade', 'ballade'], ['pause', 'pose'], ['repère', 'repaire'],
  ['session', 'cession'], ['tache', 'tâche'], ['pêcheur', 'pécheur'], ['voix', 'voie'], ['champ', 'chant'],
  ['pleine', 'plaine'], ['fond', 'fonds'], ['sceptique', 'septique'], ['mer', 'mère', 'maire'],
  ['vin', 'vingt', 'vain', 'vint'], ['ver', 'verre', 'vert'], ['compte', 'conte', 'comte'], ['chaîne', 'chêne'], ['cou', 'coup', 'coût'],
  ['saint', 'sein', 'sain'], ['pain', 'pin'], ['poids', 'pois'], ['dessin', 'dessein'], ['signe', 'cygne'],
  ['hospice', 'auspice'], ['renne', 'rêne', 'reine'], ['seau', 'sceau', 'saut', 'sot'], ['père', 'paire', 'pair'],
  ['foi', 'foie', 'fois'], ['lait', 'laid'], ['air', 'aire', 'ère'], ['bal', 'balle'], ['col', 'colle'], ['chaud', 'chaux'],
  ['mur', 'mûr'], ['cœur', 'chœur'], ['tante', 'tente'], ['hôtel', 'autel'],
  ['plainte', 'plinthe'], ['golf', 'golfe'], ['chair', 'chaire', 'cher', 'chère'], ['tribu', 'tribut'], ['pouce', 'pousse'],
];

const lexicalPartner = new Set<string>();
for (const members of lexicalGroups) for (const a of members) for (const b of members) if (a !== b) lexicalPartner.add(`${a}|${b}`);

/** Whether `written` is a lexical homophone of `expected` (« fin » for « faim », « tâches » for « taches »). */
export function isLexicalHomophone(expected: string, written: string): boolean {
  const e = lower(expected);
  const w = lower(written);
  if (lexicalPartner.has(`${e}|${w}`)) return true;
  const plural = /^(.+)[sx]$/;
  const pe = plural.exec(e)?.[1];
  const pw = plural.exec(w)?.[1];
  return pe !== undefined && pw !== undefined && lexicalPartner.has(`${pe}|${pw}`);
}
