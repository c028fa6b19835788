import { splitElision } from './elision.ts';
import { fold, lower } from '../french/text.ts';

/**
 * The 1990 spelling rectifications, rule-based: two spellings are equivalent when their rectified forms are equal.
 * Covered: the circumflex on i and u (dropped, except dû, mûr, sûr, jeûne, croît and the passé simple / subjonctif
 * endings: nous fîmes, vous fûtes, qu'il fût), è before a mute syllable (évènement, règlementaire, je cèderai), the
 * moved diaeresis (aigüe, ambigüe), numerals joined by hyphens (vingt-et-un, deux-cents), and a short listed set
 * (ognon, nénufar, relai, charriot, imbécilité, exéma, assoir, combattivité, boursoufflure, persifler, bonhommie,
 * interpeler, dentelière, portemonnaie, weekend…), and « laissé » before an infinitive, invariable. Not covered: the
 * plural of compound nouns, -olle/-otter pairs, and the other listed words of the report.
 */

/**
 * Keep the circumflex: homographs and endings whose circumflex carries grammar. « dû », « mû », « crû » have it in the
 * masculine singular only, in either spelling: « dûe », « dûs » are wrong in both and stay apart from « due », « dus ».
 */
const KEEPS_CIRCUMFLEX = /^(dûe?s?|mûe?s?|mûre?s?|sûre?s?|sûrement|jeûn.*|croîs|croît|crûe?s?|recrû)$/;

/** Traditional spelling → rectified spelling, for listed words (singular; a final -s is carried over). */
const LISTED: Record<string, string> = {
  oignon: 'ognon', nénuphar: 'nénufar', relais: 'relai', chariot: 'charriot', imbécillité: 'imbécilité', eczéma: 'exéma',
  asseoir: 'assoir', combativité: 'combattivité', boursouflure: 'boursoufflure', boursoufler: 'boursouffler', persiffler: 'persifler',
  bonhomie: 'bonhommie', interpeller: 'interpeler', dentellière: 'dentelière', 'porte-monnaie': 'portemonnaie', 'week-end': 'weekend',
  'ping-pong': 'pingpong', 'tic-tac': 'tictac', 'haut-parleur': 'hautparleur', 'mille-pattes': 'millepatte', cahute: 'cahutte',
  'chausse-trape': 'chaussetrappe', douceâtre: 'douçâtre', événement: 'évènement', événements: 'évènements', réglementaire: 'règlementaire',
  réglementation: 'règlementation', réglementer: 'règlementer', crémerie: 'crèmerie', sécheresse: 'sècheresse', allégement: 'allègement',
  allégrement: 'allègrement', abrégement: 'abrègement', empiétement: 'empiètement', céleri: 'cèleri', vénerie: 'vènerie', 'a priori': 'à priori',
};

/** Circumflexes kept at the end of a passé simple or imparfait du subjonctif: -îmes, -îtes, -ûmes, -ûtes, -ît, -ût after a consonant or e. */
const GRAMMATICAL_ENDING = /(îmes|îtes|ûmes|ûtes|[^aoû]ît|[^aoî]ût)$/;

/** The rectified form of one word (lower case). */
export function rectify(word: string): string {
  let w = lower(word);
  const listed = LISTED[w] ?? (w.endsWith('s') ? LISTED[w.slice(0, -1)]?.concat('s') : undefined);
  if (listed) return listed;
  if (!KEEPS_CIRCUMFLEX.test(w)) {
    const ending = GRAMMATICAL_ENDING.exec(w);
    // Keep the word from the grammatical circumflex on; drop the others before it.
    const keepFrom = ending ? ending.index + ending[0].search(/[îû]/) : w.length;
    const head = w.slice(0, keepFrom);
    const tail = w.slice(keepFrom);
    w = head.replace(/î/g, 'i').replace(/û/g, 'u') + tail;
  }
  // Futur and conditionnel of verbs in é-consonant-er: je cèderai, il règlerait.
  w = w.replace(/é([bcdfgjklmnpqrstvz]{1,2})e(r(?:ai|as|a|ons|ez|ont|ais|ait|ions|iez|aient))$/, 'è$1e$2');
  // The diaeresis moves to the u that is sounded: aigüe, ambigüe, contigüité.
  w = w.replace(/guë/g, 'güe').replace(/guï/g, 'güi');
  return w;
}

/**
 * Whether `written` is accepted for `expected` under the 1990 rectifications (in either direction), looking through
 * an elided prefix (« l'évènement », « s'assoir »). The capitals must be the same: the reform changes no case.
 */
export function reformEquivalent(expected: string, written: string): boolean {
  if (expected === written) return true;
  const e = splitElision(expected);
  const w = splitElision(written);
  if (e.prefix !== w.prefix) return false;
  const capitals = (s: string): string => fold(s.replace(/[^\p{Lu}]/gu, ''));
  if (capitals(e.rest) !== capitals(w.rest)) return false;
  return rectify(e.rest) === rectify(w.rest);
}

/**
 * « laissé » before an infinitive is invariable since 1990 (« elle s'est laissé tomber »): written so, it is accepted
 * where the text has the older agreement. Not the other way: « elle s'est laissé entraîner » never took it.
 */
export function laisseBeforeInfinitive(expected: string, written: string, next: string | undefined): boolean {
  return lower(written) === 'laissé' && /^laissée?s?$/.test(lower(expected)) && next !== undefined && /(er|ir|re|oir)$/.test(next);
}

const NUMERALS = new Set(['un', 'une', 'deux', 'trois', 'quatre', 'cinq', 'six', 'sept', 'huit', 'neuf', 'dix', 'onze', 'douze', 'treize', 'quatorze', 'quinze', 'seize', 'vingt', 'vingts', 'trente', 'quarante', 'cinquante', 'soixante', 'cent', 'cents', 'mille', 'et']);

/** Whether `parts` (several words) and `joined` (one word) are one numeral, old and rectified spellings (« vingt et un » / « vingt-et-un »). */
export function numeralEquivalent(parts: readonly string[], joined: string): boolean {
  const all = parts.flatMap((p) => lower(p).split('-'));
  return all.length >= 2 && all.every((p) => NUMERALS.has(p)) && all[0] !== 'et' && all.join('-') === lower(joined);
}
