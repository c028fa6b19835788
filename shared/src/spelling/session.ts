import type { DictationErrorCategory } from '../dictation/correction.ts';
import type { SpellingPoint } from '../french/spelling-points.ts';
import type { RandomInt } from '../random.ts';
import { normalize } from '../french/text.ts';
import { escapeXml } from '../dictation/spoken.ts';
import { compareSpelling, type SpellingComparison, type SpellingMistakeKind } from './compare.ts';
import { spellingRuleInfo, type SpellingRule } from '../french/spelling-rules.ts';
import type { SpellingLevel, SpellingWord } from './words.ts';

/** Words of a session picked from the bank (a level, maybe one rule). A parent's list brings its own words (≤ 50). */
export const BUILT_IN_SESSION_WORDS = 10;
/** A missed word comes back at most this many times in the same session. */
export const MAX_RETRIES = 2;
/** A missed word comes back after this many other words still to spell (at the end when fewer are left). */
export const RETRY_GAP = 3;

/** A word as a session asks it: a bank word carries its rule and sentence; a word a parent typed has neither. */
export interface SessionWord {
  word: string;
  wordId?: string;
  rule?: SpellingRule;
  sentence?: string;
}

/** One answer as recorded: the comparison's outcome, what was typed, and where it differs. */
export interface RecordedAnswer {
  result: 'correct' | SpellingMistakeKind;
  positions: number[];
  typed: string;
  at: string;
}

export const answerOf = (comparison: SpellingComparison, typed: string, at: string): RecordedAnswer =>
  comparison === 'correct' ? { result: 'correct', positions: [], typed, at } : { result: comparison.kind, positions: comparison.positions, typed, at };

/** Picks up to `count` distinct words of a level (of one rule when given), in random order. */
export function pickWords(bank: readonly SpellingWord[], level: SpellingLevel, rule: SpellingRule | undefined, count: number, random: RandomInt): SpellingWord[] {
  const pool = bank.filter((word) => word.level === level && (rule === undefined || word.rule === rule));
  const picked = [...pool];
  for (let i = picked.length - 1; i > 0; i--) {
    const j = random(i + 1);
    [picked[i], picked[j]] = [picked[j]!, picked[i]!];
  }
  return picked.slice(0, count);
}

/** The first item of the queue not answered yet, if any. */
export function nextItemId(order: readonly string[], answers: Readonly<Record<string, unknown>>): string | undefined {
  return order.find((itemId) => !(itemId in answers));
}

/**
 * Where a missed word comes back: `retryId` goes after the `RETRY_GAP`-th item still to answer that follows
 * `current` (at the end of the queue when fewer are left), so the learner meets a few other words first.
 */
export function requeue(order: readonly string[], answers: Readonly<Record<string, unknown>>, current: string, retryId: string): string[] {
  const from = order.indexOf(current);
  let seen = 0;
  for (let index = from + 1; index < order.length; index++) {
    if (order[index]! in answers) continue;
    seen += 1;
    if (seen === RETRY_GAP) return [...order.slice(0, index + 1), retryId, ...order.slice(index + 1)];
  }
  return [...order, retryId];
}

/** Whether a word missed now may come back: it has been asked fewer than `1 + MAX_RETRIES` times. */
export const mayRetry = (askedTimes: number) => askedTimes < 1 + MAX_RETRIES;

/** The dictation error category a spelling mistake counts as, so « Mes erreurs » and readiness read both alike. */
export function mistakeCategory(kind: SpellingMistakeKind): DictationErrorCategory {
  return kind === 'wrong' ? 'lexical' : kind;
}

/** The spelling point a word's rule rolls up into; a parent's free word is vocabulary. */
/** A single word, said slowly, as a teacher gives it (the SSML the speech renders). */
export const wordSsml = (word: string) => `<speak><prosody rate="slow">${escapeXml(word)}</prosody></speak>`;

export const pointOf = (rule: SpellingRule | undefined): SpellingPoint => (rule ? spellingRuleInfo[rule].point : 'vocabulaire');

export interface SessionItemRef { word: number }

export interface SpellingMistakeEntry {
  itemId: string;
  word: string;
  typed: string;
  kind: SpellingMistakeKind;
  rule?: SpellingRule;
}

export interface RuleTally { rule: SpellingRule | 'libre'; words: number; correct: number }

export interface SessionOutcome {
  /** Words of the session answered at least once. */
  answered: number;
  /** Words right the first time they were asked. */
  correctFirstTime: number;
  mistakes: SpellingMistakeEntry[];
  /** Per rule (a free word counts under `libre`), words answered and right the first time; most missed first. */
  byRule: RuleTally[];
}

/**
 * What a session comes to: each word is judged on its first answer (a retry helps the learner, not the score), and
 * every wrong answer is a mistake to learn from, retries included.
 */
export function sessionOutcome(words: readonly SessionWord[], items: Readonly<Record<string, SessionItemRef>>, order: readonly string[], answers: Readonly<Record<string, RecordedAnswer>>): SessionOutcome {
  const firstAnswer = new Map<number, RecordedAnswer>();
  const mistakes: SpellingMistakeEntry[] = [];
  for (const itemId of order) {
    const answer = answers[itemId];
    const ref = items[itemId];
    if (!answer || !ref) continue;
    if (!firstAnswer.has(ref.word)) firstAnswer.set(ref.word, answer);
    if (answer.result !== 'correct') {
      const word = words[ref.word]!;
      mistakes.push({ itemId, word: word.word, typed: answer.typed, kind: answer.result, ...(word.rule ? { rule: word.rule } : {}) });
    }
  }
  const tallies = new Map<RuleTally['rule'], RuleTally>();
  let correctFirstTime = 0;
  for (const [index, answer] of firstAnswer) {
    const rule = words[index]!.rule ?? 'libre';
    const tally = tallies.get(rule) ?? { rule, words: 0, correct: 0 };
    tally.words += 1;
    if (answer.result === 'correct') {
      tally.correct += 1;
      correctFirstTime += 1;
    }
    tallies.set(rule, tally);
  }
  const byRule = [...tallies.values()].sort(byAccuracy);
  return { answered: firstAnswer.size, correctFirstTime, mistakes, byRule };
}

/**
 * A downloaded session's answers judged at once (docs/offline.md): each item the session asks gets the first answer
 * sent for it, an item answered already keeps its answer, and an item left without one stays unanswered (it does not
 * count). `unknownItem` names an item the session does not have: the whole sending is refused, nothing judged.
 */
export function judgeAnswers(
  words: readonly SessionWord[], items: Readonly<Record<string, SessionItemRef>>, answered: Readonly<Record<string, RecordedAnswer>>,
  sent: readonly { itemId: string; answer: string }[], at: string,
): { answers: Record<string, RecordedAnswer> } | { unknownItem: string } {
  const answers: Record<string, RecordedAnswer> = { ...answered };
  for (const { itemId, answer } of sent) {
    const ref = Object.hasOwn(items, itemId) ? items[itemId] : undefined;
    if (!ref) return { unknownItem: itemId };
    if (Object.hasOwn(answers, itemId)) continue;
    const typed = answer.normalize('NFC').trim();
    answers[itemId] = answerOf(compareSpelling(words[ref.word]!.word, typed), typed, at);
  }
  return { answers };
}

/** Least accurate first, then the most practised, then by name: the rules to work on lead. */
const byAccuracy = (a: RuleTally, b: RuleTally) => a.correct / a.words - b.correct / b.words || b.words - a.words || a.rule.localeCompare(b.rule);

/** One coin per word spelt right the first time. */
export const spellingCoins = (outcome: Pick<SessionOutcome, 'correctFirstTime'>) => outcome.correctFirstTime;

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
export const BLANK = '_____';

/** The example sentence with the word (any case) blanked out, so showing it never gives the spelling away. */
export function blankedSentence(sentence: string, word: string): string {
  const whole = new RegExp(`(^|[^\\p{L}])${escapeRegExp(normalize(word))}(?=$|[^\\p{L}])`, 'giu');
  return normalize(sentence).replace(whole, `$1${BLANK}`);
}

/** The number of characters the learner types (letters, and any hyphen or apostrophe). */
export const letterCount = (word: string) => [...normalize(word)].length;

/** A profile's sessions together: words answered and right the first time, overall and per rule (most missed first). */
export function combinedOutcomes(outcomes: readonly Pick<SessionOutcome, 'answered' | 'correctFirstTime' | 'byRule'>[]): { sessions: number; words: number; correct: number; byRule: RuleTally[] } {
  const tallies = new Map<RuleTally['rule'], RuleTally>();
  for (const outcome of outcomes) {
    for (const tally of outcome.byRule) {
      const total = tallies.get(tally.rule) ?? { rule: tally.rule, words: 0, correct: 0 };
      total.words += tally.words;
      total.correct += tally.correct;
      tallies.set(tally.rule, total);
    }
  }
  return {
    sessions: outcomes.length,
    words: outcomes.reduce((sum, outcome) => sum + outcome.answered, 0),
    correct: outcomes.reduce((sum, outcome) => sum + outcome.correctFirstTime, 0),
    byRule: [...tallies.values()].sort(byAccuracy),
  };
}
