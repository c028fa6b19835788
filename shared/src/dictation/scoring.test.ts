import { describe, expect, it } from 'vitest';
import type { DictationError, DictationErrorCategory } from './correction.ts';
import { scoreDictation } from './scoring.ts';

let offset = 0;
/** One error on its own reference word (each call takes a new place in the text unless `at` is given). */
function error(category: DictationErrorCategory, expected = `mot${offset}`, written = `faux${offset}`, at?: number): DictationError {
  const start = at ?? (offset += 10);
  return { category, expected, written, start, end: category === 'extra' ? start : start + Math.max(1, expected.length), features: [], rule: category, point: 'vocabulaire' };
}
const many = (n: number, category: DictationErrorCategory) => Array.from({ length: n }, () => error(category));

describe('brevet', () => {
  it('starts at 10 and takes 1 per agreement or homophone error', () => {
    expect(scoreDictation([]).brevet).toEqual({ score: 10, outOf: 10 });
    expect(scoreDictation([error('agreement'), error('homophone')]).brevet.score).toBe(8);
  });

  it('takes ½ per lexical, missing, extra or segmentation error', () => {
    expect(scoreDictation([error('lexical'), error('missing'), error('extra'), error('segmentation')]).brevet.score).toBe(8);
  });

  it('takes ½ per full group of four small errors', () => {
    expect(scoreDictation(many(3, 'accent')).brevet.score).toBe(10);
    expect(scoreDictation([...many(2, 'accent'), error('capital'), error('punctuation')]).brevet.score).toBe(9.5);
    expect(scoreDictation([...many(7, 'hyphen-apostrophe')]).brevet.score).toBe(9.5);
    expect(scoreDictation([...many(8, 'accent')]).brevet.score).toBe(9);
  });

  it('counts the same mistake on the same word once', () => {
    const repeated = [error('agreement', 'mangeaient', 'mangeait'), error('agreement', 'mangeaient', 'mangeait'), error('agreement', 'Mangeaient', 'Mangeait')];
    expect(scoreDictation(repeated).brevet.score).toBe(9);
    expect(scoreDictation([error('agreement', 'mangeaient', 'mangeait'), error('agreement', 'mangeaient', 'mangeais')]).brevet.score).toBe(8);
  });

  it('counts a noun group written in the other number once, from its determiner on (« au regard » for « aux regards »)', () => {
    const determiner = { ...error('agreement', 'aux', 'au', 1000), rule: 'agreement.determinant', features: ['pluriel'] };
    const noun = { ...error('agreement', 'regards', 'regard', 1004), rule: 'agreement.pluriel-nom', features: ['pluriel'] };
    const elsewhere = { ...error('agreement', 'chats', 'chat', 1100), rule: 'agreement.pluriel-nom', features: ['pluriel'] };
    expect(scoreDictation([determiner, noun]).brevet.score).toBe(9);
    expect(scoreDictation([determiner, noun, elsewhere]).brevet.score).toBe(8);
  });

  it('never goes below 0', () => {
    expect(scoreDictation(many(14, 'agreement')).brevet.score).toBe(0);
  });
});

describe('concours', () => {
  it('counts one fault per error and half for an accent', () => {
    expect(scoreDictation([error('lexical'), error('agreement'), error('capital'), error('accent')]).concours.faults).toBe(3.5);
  });

  it('counts a whole fault for an accent on a/à and ou/où', () => {
    expect(scoreDictation([error('accent', 'à', 'a'), error('accent', 'où', 'ou')]).concours.faults).toBe(2);
  });

  it('does not count punctuation', () => {
    expect(scoreDictation(many(5, 'punctuation')).concours.faults).toBe(0);
  });

  it('counts at most one fault per reference word', () => {
    expect(scoreDictation([error('accent', 'fenêtres', 'fenètre', 500), error('agreement', 'fenêtres', 'fenètre', 500)]).concours.faults).toBe(1);
  });

  it('counts each extra word', () => {
    expect(scoreDictation([error('extra', '', 'gros', 3), error('extra', '', 'petit', 3)]).concours.faults).toBe(2);
  });
});

describe('simple', () => {
  it('counts the errors', () => {
    expect(scoreDictation([error('punctuation'), error('accent'), error('lexical')]).simple.errors).toBe(3);
  });
});
