import { alignTokens } from './align.ts';
import { classifyAlignment } from './classify.ts';
import { dictationErrorCategories, type DictationCorrection, type DictationErrorCategory } from './correction.ts';
import type { InflectionTable } from './passage.ts';
import { scoreDictation } from './scoring.ts';
import { tokenize } from '../french/text.ts';

export { normalize } from '../french/text.ts';
export { scoreDictation } from './scoring.ts';

export interface GradeDictationInput {
  /** The passage as printed. Errors carry offsets into this string, as given. */
  readonly reference: string;
  /** What the learner wrote. */
  readonly answer: string;
  /** The passage's precomputed inflection table, when there is one (agreement then names the features that differ). */
  readonly inflections?: InflectionTable;
  /** Accept the 1990 rectified spellings as well as the traditional ones. */
  readonly acceptReformed1990: boolean;
}

/**
 * Grades a dictation: tokenize both texts, align the tokens (Needleman–Wunsch with merges and splits), classify each
 * difference into one category with a rule key and a spelling point, count per category and score with the three
 * barèmes. Pure.
 */
export function gradeDictation({ reference, answer, inflections, acceptReformed1990 }: GradeDictationInput): DictationCorrection {
  const refTokens = tokenize(reference);
  const ansTokens = tokenize(answer);
  const steps = alignTokens(refTokens, ansTokens);
  const errors = classifyAlignment(steps, { reference, refTokens, ansTokens, inflections, acceptReformed1990 });
  const counts = Object.fromEntries(dictationErrorCategories.map((category) => [category, 0])) as Record<DictationErrorCategory, number>;
  for (const error of errors) counts[error.category] += 1;
  return { reference, answer, errors, counts, scores: scoreDictation(errors) };
}
