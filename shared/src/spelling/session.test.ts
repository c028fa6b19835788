import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { freeSpellingWord, saveSpellingListRequestSchema } from './api.ts';
import { compareSpelling } from './compare.ts';
import {
  answerOf, blankedSentence, BLANK, combinedOutcomes, judgeAnswers, letterCount, MAX_RETRIES, mayRetry, mistakeCategory, nextItemId, pickWords, pointOf, requeue,
  RETRY_GAP, sessionOutcome, spellingCoins, type RecordedAnswer, type SessionWord,
} from './session.ts';
import { ruleExplanation } from '../dictation/rules.ts';
import { spellingRuleInfo, spellingRuleKey, spellingRuleOfKey } from '../french/spelling-rules.ts';
import { levelSummaries, searchWords } from './search.ts';
import type { SpellingWord } from './words.ts';

const at = '2026-11-26T00:00:00.000Z';
const typedAnswer = (expected: string, typed: string) => answerOf(compareSpelling(expected, typed), typed, at);

describe('a downloaded session judged at once (judgeAnswers)', () => {
  const words = [{ word: 'élève', rule: 'accent-grave' as const }, { word: 'château' }, { word: 'hôpital' }];
  const items = { a: { word: 0 }, b: { word: 1 }, c: { word: 2 } };
  const at = '2026-11-30T10:00:00.000Z';

  it('judges each item on the first answer sent for it, keeps what was judged already, and leaves the rest unanswered', () => {
    const earlier = { b: { result: 'correct' as const, positions: [], typed: 'château', at: '2026-11-30T09:00:00.000Z' } };
    const judged = judgeAnswers(words, items, earlier, [{ itemId: 'a', answer: ' eleve ' }, { itemId: 'a', answer: 'élève' }, { itemId: 'b', answer: 'chateau' }], at);
    expect(judged).toEqual({ answers: { a: expect.objectContaining({ result: 'accent', typed: 'eleve', at }), b: earlier.b } });
    expect(sessionOutcome(words, items, ['a', 'b', 'c'], (judged as { answers: Record<string, never> }).answers)).toMatchObject({ answered: 2, correctFirstTime: 1 });
  });

  it('refuses the whole sending when it names an item the session does not have', () => {
    expect(judgeAnswers(words, items, {}, [{ itemId: 'a', answer: 'élève' }, { itemId: 'toString', answer: 'x' }], at)).toEqual({ unknownItem: 'toString' });
  });
});

describe('the session queue', () => {
  it('asks the first item not answered yet', () => {
    expect(nextItemId(['a', 'b', 'c'], { a: {} })).toBe('b');
    expect(nextItemId(['a', 'b'], { a: {}, b: {} })).toBeUndefined();
  });

  it(`brings a missed word back after ${RETRY_GAP} other words still to spell, or at the end`, () => {
    expect(requeue(['a', 'b', 'c', 'd', 'e', 'f'], {}, 'a', 'r')).toEqual(['a', 'b', 'c', 'd', 'r', 'e', 'f']);
    expect(requeue(['a', 'b', 'c'], {}, 'a', 'r')).toEqual(['a', 'b', 'c', 'r']);
    // answered items in between do not count as words still to spell
    expect(requeue(['a', 'b', 'c', 'd', 'e', 'f'], { c: {} }, 'a', 'r')).toEqual(['a', 'b', 'c', 'd', 'e', 'r', 'f']);
  });

  it('keeps every item and adds the retry once, after the current item (property)', () => {
    fc.assert(fc.property(fc.uniqueArray(fc.string({ minLength: 1, maxLength: 4 }), { minLength: 1, maxLength: 30 }), fc.nat(), (order, pick) => {
      const current = order[pick % order.length]!;
      const answers = Object.fromEntries(order.slice(0, order.indexOf(current)).map((id) => [id, {}]));
      const next = requeue(order, answers, current, '#retry');
      expect(next.filter((id) => id !== '#retry')).toEqual(order);
      expect(next.filter((id) => id === '#retry')).toHaveLength(1);
      const pendingBefore = next.slice(next.indexOf(current) + 1, next.indexOf('#retry')).filter((id) => !(id in answers));
      expect(pendingBefore.length).toBe(Math.min(RETRY_GAP, order.length - order.indexOf(current) - 1));
    }));
  });

  it(`lets a word come back at most ${MAX_RETRIES} times`, () => {
    expect(mayRetry(1)).toBe(true);
    expect(mayRetry(MAX_RETRIES)).toBe(true);
    expect(mayRetry(MAX_RETRIES + 1)).toBe(false);
  });
});

describe('picking words', () => {
  const bank = [
    { id: 'cp-a', word: 'papa', level: 'cp', category: 'nom', rule: 'lettres-simples', sentence: 'Papa lit.' },
    { id: 'cp-b', word: 'maman', level: 'cp', category: 'nom', rule: 'an-en-am-em', sentence: 'Maman rit.' },
    { id: 'ce1-c', word: 'école', level: 'ce1', category: 'nom', rule: 'accent-aigu', sentence: "L'école ouvre." },
  ] satisfies SpellingWord[];

  it('picks distinct words of the level and rule only', () => {
    fc.assert(fc.property(fc.infiniteStream(fc.nat()), fc.integer({ min: 1, max: 5 }), (stream, count) => {
      const random = (max: number) => stream.next().value % max;
      const picked = pickWords(bank, 'cp', undefined, count, random);
      expect(picked.length).toBe(Math.min(count, 2));
      expect(new Set(picked.map((word) => word.id)).size).toBe(picked.length);
      expect(picked.every((word) => word.level === 'cp')).toBe(true);
    }));
    expect(pickWords(bank, 'cp', 'an-en-am-em', 10, () => 0).map((word) => word.id)).toEqual(['cp-b']);
    expect(pickWords(bank, '3e', undefined, 10, () => 0)).toEqual([]);
  });

  it('finds words accents and case aside, those starting with the query first', () => {
    expect(searchWords(bank, 'ECOLE', undefined, 5).map((word) => word.id)).toEqual(['ce1-c']);
    expect(searchWords(bank, 'a', 'cp', 5).map((word) => word.word)).toEqual(['papa', 'maman']);
    expect(searchWords(bank, 'man', undefined, 5).map((word) => word.word)).toEqual(['maman']);
    expect(searchWords(bank, 'zzz', undefined, 5)).toEqual([]);
  });

  it('sums each level by rule', () => {
    expect(levelSummaries(bank, ['cp', '3e'])).toEqual([
      { level: 'cp', words: 2, rules: [{ rule: 'an-en-am-em', words: 1 }, { rule: 'lettres-simples', words: 1 }] },
      { level: '3e', words: 0, rules: [] },
    ]);
  });
});

describe('what a session comes to', () => {
  const words: SessionWord[] = [
    { word: 'été', rule: 'accent-aigu', sentence: "L'été est chaud." },
    { word: 'pomme', rule: 'doubles-consonnes' },
    { word: 'zèbre' },
  ];
  const items = { i0: { word: 0 }, i1: { word: 1 }, i2: { word: 2 }, r0: { word: 0 } };
  const order = ['i0', 'i1', 'i2', 'r0'];
  const answers: Record<string, RecordedAnswer> = { i0: typedAnswer('été', 'ete'), i1: typedAnswer('pomme', 'pomme'), r0: typedAnswer('été', 'été') };

  it('judges each word on its first answer and keeps every wrong answer as a mistake', () => {
    const outcome = sessionOutcome(words, items, order, answers);
    expect(outcome.answered).toBe(2);
    expect(outcome.correctFirstTime).toBe(1);
    expect(outcome.mistakes).toEqual([{ itemId: 'i0', word: 'été', typed: 'ete', kind: 'accent', rule: 'accent-aigu' }]);
    expect(outcome.byRule).toEqual([{ rule: 'accent-aigu', words: 1, correct: 0 }, { rule: 'doubles-consonnes', words: 1, correct: 1 }]);
    expect(spellingCoins(outcome)).toBe(1);
  });

  it('counts a free word under « libre » and adds sessions together', () => {
    const outcome = sessionOutcome(words, items, order, { ...answers, i2: typedAnswer('zèbre', 'zebre') });
    expect(outcome.byRule.map((tally) => tally.rule)).toEqual(['accent-aigu', 'libre', 'doubles-consonnes']);
    const total = combinedOutcomes([outcome, outcome]);
    expect(total).toMatchObject({ sessions: 2, words: 6, correct: 2 });
    expect(total.byRule.find((tally) => tally.rule === 'libre')).toEqual({ rule: 'libre', words: 2, correct: 0 });
  });

  it('maps a spelling mistake to the dictation category and point « Mes erreurs » reads', () => {
    expect(mistakeCategory('wrong')).toBe('lexical');
    expect(mistakeCategory('accent')).toBe('accent');
    expect(pointOf('m-devant-mbp')).toBe('m-devant-mbp');
    expect(pointOf(undefined)).toBe('vocabulaire');
  });
});

describe('what the learner is shown before answering', () => {
  it('blanks the word out of its sentence, whatever its case', () => {
    expect(blankedSentence("L'été est chaud.", 'été')).toBe(`L'${BLANK} est chaud.`);
    expect(blankedSentence('Papa lit une histoire à papa.', 'papa')).toBe(`${BLANK} lit une histoire à ${BLANK}.`);
    expect(blankedSentence('Un pompier et des pompiers.', 'pompier')).toBe(`Un ${BLANK} et des pompiers.`);
  });

  it('never leaves the word in the blanked sentence (property)', () => {
    const letter = fc.constantFrom(...'abcdéèêçœ');
    fc.assert(fc.property(fc.array(letter, { minLength: 2, maxLength: 8 }).map((l) => l.join('')), fc.array(fc.constantFrom('le', 'un', 'beau', 'et'), { maxLength: 6 }), (word, others) => {
      const sentence = [...others, word, ...others, word.toUpperCase()].join(' ') + '.';
      expect(blankedSentence(sentence, word).toLowerCase().split(/[^\p{L}]+/u)).not.toContain(word);
    }));
  });

  it('counts letters as typed, hyphens and apostrophes included', () => {
    expect(letterCount('arc-en-ciel')).toBe(11);
    expect(letterCount("aujourd’hui")).toBe(11);
    expect(letterCount('cœur')).toBe(4);
  });
});

describe("a parent's list", () => {
  it.each(["aujourd'hui", 'aujourd’hui', 'Noël', 'arc-en-ciel', 'cœur'])('accepts the typed word « %s »', (word) => {
    expect(freeSpellingWord.safeParse(word).success).toBe(true);
  });

  it.each(['', 'a1', 'hello world', '-tiret', "l''", 'ñandu', 'x'.repeat(41), '<script>'])('refuses « %s »', (word) => {
    expect(freeSpellingWord.safeParse(word).success).toBe(false);
  });

  it('holds 1 to 50 words and a name of at most 60 characters', () => {
    const list = (count: number, name = 'Semaine 1') => ({ profileId: 'p', name, words: Array.from({ length: count }, () => ({ word: 'chat' })) });
    expect(saveSpellingListRequestSchema.safeParse(list(1)).success).toBe(true);
    expect(saveSpellingListRequestSchema.safeParse(list(50)).success).toBe(true);
    expect(saveSpellingListRequestSchema.safeParse(list(0)).success).toBe(false);
    expect(saveSpellingListRequestSchema.safeParse(list(51)).success).toBe(false);
    expect(saveSpellingListRequestSchema.safeParse(list(3, 'x'.repeat(61))).success).toBe(false);
  });
});

describe('a spelling rule named beside the dictation rules', () => {
  it('explains a « Mes erreurs » card made from a spelling mistake, and never takes a dictation key for a spelling rule', () => {
    expect(ruleExplanation(spellingRuleKey('cedille'), 'fr')).toBe(spellingRuleInfo.cedille.fr);
    expect(ruleExplanation(spellingRuleKey('m-devant-mbp'), 'en')).toBe(spellingRuleInfo['m-devant-mbp'].en);
    expect(spellingRuleOfKey('homophones')).toBeUndefined();
    expect(spellingRuleOfKey('spelling.pas-une-regle')).toBeUndefined();
    expect(spellingRuleOfKey('spelling.toString')).toBeUndefined();
  });
});
