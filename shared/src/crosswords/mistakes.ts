import { gridForm, MAX_CLUE_CHARS } from './clue.ts';

/**
 * « Mes mots croisés »: a grid whose words are the profile's own mistaken words (its due « Mes erreurs » cards). Pure
 * rules: which cards become words, and the clue of each. A clue never contains the word itself:
 * 1. the clue bank's clue when the word is in the bank (written for a learner, at some level);
 * 2. else the dictation sentence the word came from, the word blanked (« Le chat ____ sur le mur. »): the learner
 *    heard that very sentence, so the context calls up the word without defining it;
 * 3. else what the learner wrote instead (« Vous aviez écrit « pluit » : corrigez »): the grid asks them to correct it;
 * 4. else (a word left out, no sentence) that it was forgotten; the grid shows its length.
 * Any candidate that would contain the word (as a whole word, any case) is skipped.
 */

/** What a card of « Mes erreurs » brings: the word to learn, what was written, the sentence it came from. */
export interface MistakeCard { word: string; written?: string; example?: string }
export interface MistakeEntry { answer: string; word: string; clue: string }

/** Fewer words than this make no grid worth playing: the player is told so and offered a grid of a level. */
export const MIN_MISTAKE_WORDS = 5;
/** The generator considers at most this many (the most recent mistakes first). */
export const MAX_MISTAKE_WORDS = 60;
const BLANK = '____';

/** Letters (with accents) and digits: the characters a word is made of, for whole-word matching. */
const wordChar = /[\p{L}\p{N}]/u;

/** The sentence with every whole-word occurrence of `word` (any case) blanked; undefined when it does not occur. */
export function blankWord(sentence: string, word: string): string | undefined {
  const target = word.normalize('NFC').toLocaleLowerCase('fr');
  const text = sentence.normalize('NFC');
  const lower = text.toLocaleLowerCase('fr');
  if (!target.trim() || lower.length !== text.length) return undefined; // a case change that alters length: no safe index
  let result = '';
  let from = 0;
  let found = false;
  for (let at = lower.indexOf(target); at >= 0; at = lower.indexOf(target, at + 1)) {
    const before = text[at - 1];
    const after = text[at + target.length];
    if ((before && wordChar.test(before)) || (after && wordChar.test(after)) || at < from) continue;
    result += text.slice(from, at) + BLANK;
    from = at + target.length;
    found = true;
  }
  return found ? result + text.slice(from) : undefined;
}

/** At most `MAX_CLUE_CHARS`: a long sentence is cut around its first blank, with an ellipsis where cut. */
export function fitClue(clue: string): string {
  const text = clue.replace(/\s+/g, ' ').trim();
  if (text.length <= MAX_CLUE_CHARS) return text;
  const blank = Math.max(0, text.indexOf(BLANK));
  const room = MAX_CLUE_CHARS - 2; // two ellipses at most
  let start = Math.max(0, Math.min(blank - Math.floor((room - BLANK.length) / 2), text.length - room));
  let end = Math.min(text.length, start + room);
  // Cut at spaces so no word is split (when a space is near enough).
  const space = text.indexOf(' ', start);
  if (start > 0 && space >= 0 && space < blank) start = space + 1;
  const lastSpace = text.lastIndexOf(' ', end);
  if (end < text.length && lastSpace > blank + BLANK.length) end = lastSpace;
  return `${start > 0 ? '…' : ''}${text.slice(start, end).trim()}${end < text.length ? '…' : ''}`;
}

/** The first clue that does not give the word away (case-insensitive, as a whole word). */
export function mistakeClue(card: MistakeCard, bankClue: string | undefined): string {
  const written = card.written?.trim();
  const candidates = [
    bankClue,
    card.example ? blankWord(card.example, card.word) : undefined,
    written ? `Vous aviez écrit « ${written} »${gridForm(written) === gridForm(card.word) ? ' (accents à revoir)' : ' : corrigez'}` : undefined,
    // Two fallbacks sharing no word: whatever the word, one of them does not contain it.
    'Un mot oublié dans une dictée',
    'À retrouver : vos erreurs',
  ];
  return candidates.filter((clue) => clue !== undefined).map(fitClue).find((clue) => blankWord(clue, card.word) === undefined)!;
}

/**
 * The grid words of the mistaken words, in the order given (most recent first), one per grid form: only words whose
 * grid form is 2 to 13 letters A–Z (a long expression does not fit a grid).
 */
export function mistakeEntries(cards: readonly MistakeCard[], bankClues: ReadonlyMap<string, string>): MistakeEntry[] {
  const seen = new Set<string>();
  const entries: MistakeEntry[] = [];
  for (const card of cards) {
    const answer = gridForm(card.word);
    if (!/^[A-Z]{2,13}$/.test(answer) || seen.has(answer)) continue;
    seen.add(answer);
    entries.push({ answer, word: card.word, clue: mistakeClue(card, bankClues.get(answer)) });
    if (entries.length === MAX_MISTAKE_WORDS) break;
  }
  return entries;
}
