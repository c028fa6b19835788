import { fold, lower } from '../french/text.ts';

/**
 * Elision: « l'arbre », « qu'avaient », « s'il », « quoiqu'il ». A word token keeps its elided prefix (`text.ts`), so
 * every rule that reads a word looks through it here: the auxiliary in « n'aurait », the 1990 spelling in
 * « l'évènement », the homophone in « n'on », the two words of « si il » for « s'il ».
 */

/** Elided prefixes (lower case, without the apostrophe) and the full words they stand for. */
const FULL_FORMS: Readonly<Record<string, readonly string[]>> = {
  l: ['le', 'la'], d: ['de'], j: ['je'], m: ['me'], t: ['te'], s: ['se', 'si'], c: ['ce'], n: ['ne'], qu: ['que'],
  jusqu: ['jusque'], lorsqu: ['lorsque'], puisqu: ['puisque'], quoiqu: ['quoique'],
};

const ELIDED = /^(\p{L}+)'(.+)$/u;

/** The elided prefix of a word (« qu' » of « qu'avaient », as written) and the rest, or no prefix. */
export function splitElision(word: string): { prefix: string; rest: string } {
  const match = ELIDED.exec(word);
  if (!match || !FULL_FORMS[lower(match[1]!)]) return { prefix: '', rest: word };
  return { prefix: `${match[1]!}'`, rest: match[2]! };
}

/** A word without its elided prefix: « n'aurait » → « aurait ». */
export function withoutElision(word: string): string {
  return splitElision(word).rest;
}

/** Whether `elided` (« s'il ») is `full` followed by `next` (« si », « il ») with the vowel dropped. */
export function isElisionOf(elided: string, full: string, next: string): boolean {
  const { prefix, rest } = splitElision(elided);
  return prefix !== '' && (FULL_FORMS[lower(prefix.slice(0, -1))] ?? []).includes(lower(full)) && fold(rest) === fold(next);
}

/** The words a text is made of with every elision spelt out: « quoi qu'il » → « quoi que il ». */
export function spellOutElisions(words: readonly string[]): string[] {
  return words.flatMap((word) => {
    const { prefix, rest } = splitElision(lower(word));
    return prefix === '' ? [lower(word)] : [FULL_FORMS[prefix.slice(0, -1)]![0]!, rest];
  });
}
