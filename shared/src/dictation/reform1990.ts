import { lower } from './text.ts';

/**
 * The 1990 spelling rectifications, rule-based: two spellings are equivalent when their rectified forms are equal.
 * Covered: the circumflex on i and u (dropped, except dû, mûr, sûr, jeûne, croît and the passé simple / subjonctif
 * endings: nous fîmes, vous fûtes, qu'il fût), è before a mute syllable (évènement, règlementaire, je cèderai), the
 * moved diaeresis (aigüe, ambigüe), numerals joined by hyphens (vingt-et-un, deux-cents), and a short listed set
 * (ognon, nénufar, relai, charriot, imbécilité, exéma, assoir, combattivité, boursoufflure, persifler, bonhommie,
 * interpeler, dentelière, portemonnaie, weekend…). Not covered: the plural of compound nouns, -olle/-otter pairs,
 * and the other listed words of the report.
 */

/** Keep the circumflex: homographs and endings whose circumflex carries grammar. */
const KEEPS_CIRCUMFLEX = /^(dû|mûre?s?|sûre?s?|sûrement|jeûn.*|croîs|croît|crû|crûe?s?|recrû)$/;

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

/** Whether `written` is accepted for `expected` under the 1990 rectifications (in either direction; same case on the first letter). */
export function reformEquivalent(expected: string, written: string): boolean {
  if (expected === written) return true;
  const firstCase = (s: string): boolean => s.charAt(0) === s.charAt(0).toUpperCase();
  if (firstCase(expected) !== firstCase(written)) return false;
  return rectify(expected) === rectify(written);
}

const NUMERALS = new Set(['un', 'une', 'deux', 'trois', 'quatre', 'cinq', 'six', 'sept', 'huit', 'neuf', 'dix', 'onze', 'douze', 'treize', 'quatorze', 'quinze', 'seize', 'vingt', 'vingts', 'trente', 'quarante', 'cinquante', 'soixante', 'cent', 'cents', 'mille', 'et']);

/** Whether `parts` (several words) and `joined` (one word) are one numeral, old and rectified spellings (« vingt et un » / « vingt-et-un »). */
export function numeralEquivalent(parts: readonly string[], joined: string): boolean {
  const all = parts.flatMap((p) => lower(p).split('-'));
  return all.length >= 2 && all.every((p) => NUMERALS.has(p)) && all[0] !== 'et' && all.join('-') === lower(joined);
}
