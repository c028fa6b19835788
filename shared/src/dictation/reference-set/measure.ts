import * as z from 'zod';
import { dictationErrorCategories, type DictationCorrection } from '../correction.ts';
import { lower } from '../../french/text.ts';

/**
 * The grading reference set (issue 22): sentences of published dictations (brevet, DEPP, teacher resources) with a
 * learner's answer, the errors a good teacher marks (class, rule) and the points the brevet barème takes off. Every
 * case names the text it quotes and the source that documents the error or the rule (`sources.json`).
 */
export const referenceCaseSchema = z.object({
  id: z.string().regex(/^[a-z0-9-]+$/),
  /** Key of the published text the sentence is quoted from. */
  text: z.string(),
  /** Key of the source that documents this error or its rule (a corrigé, a study, a teacher resource, the 1990 report). */
  documented: z.string(),
  reference: z.string().min(1),
  answer: z.string().min(1),
  /** None when the answer is an accepted variant (a tolerance of the corrigé, a 1990 spelling). */
  errors: z.array(z.object({ expected: z.string(), written: z.string(), category: z.enum(dictationErrorCategories), rule: z.string() }).strict()),
  /** Points the brevet barème takes off for this answer (−1 grammar, −½ usage, −½ per four small errors). */
  brevet: z.number().min(0),
}).strict();
export type ReferenceCase = z.infer<typeof referenceCaseSchema>;

export const referenceSourcesSchema = z.record(z.string(), z.object({ title: z.string(), url: z.url() }).strict());

/** The figures the issue asks for, as shares (0–1) of expected errors or of cases, with the cases behind each miss. */
export interface ReferenceFigures {
  readonly cases: number;
  readonly expectedErrors: number;
  /** Expected errors found at their place (any class). */
  readonly recall: number;
  /** Expected errors found with the expected class (category). */
  readonly classRight: number;
  /** Expected errors found with the expected rule, so the expected explanation. */
  readonly explanationRight: number;
  /** Cases whose brevet deduction equals the barème's. */
  readonly baremeEqual: number;
  /** Errors reported where the teacher marks none. */
  readonly falseAlarms: number;
  readonly failures: readonly string[];
}

type ReportedError = DictationCorrection['errors'][number];

/** Grades every case with `grade` and compares with what the teacher marks. */
export function measureReferenceSet(cases: readonly ReferenceCase[], grade: (c: ReferenceCase) => DictationCorrection): ReferenceFigures {
  let expectedErrors = 0;
  let found = 0;
  let classRight = 0;
  let ruleRight = 0;
  let baremeEqual = 0;
  let falseAlarms = 0;
  const failures: string[] = [];
  for (const c of cases) {
    const correction = grade(c);
    const unmatched = [...correction.errors];
    // The closest reported error first: same place, text, class and rule; then fewer of these.
    const take = (predicate: (e: ReportedError) => boolean): ReportedError | undefined => {
      const index = unmatched.findIndex(predicate);
      return index < 0 ? undefined : unmatched.splice(index, 1)[0];
    };
    for (const wanted of c.errors) {
      expectedErrors++;
      const samePlace = (e: ReportedError): boolean => lower(e.expected) === lower(wanted.expected);
      const sameText = (e: ReportedError): boolean => samePlace(e) && lower(e.written) === lower(wanted.written);
      const reported = take((e) => sameText(e) && e.category === wanted.category && e.rule === wanted.rule)
        ?? take((e) => sameText(e) && e.category === wanted.category) ?? take(sameText) ?? take(samePlace);
      const label = `${c.id}: ${wanted.expected} → ${wanted.written}`;
      if (!reported) { failures.push(`${label}: missed`); continue; }
      found++;
      if (reported.category === wanted.category) classRight++;
      else failures.push(`${label}: class ${reported.category}, expected ${wanted.category}`);
      if (reported.rule === wanted.rule) ruleRight++;
      else failures.push(`${label}: rule ${reported.rule}, expected ${wanted.rule}`);
    }
    for (const extra of unmatched) failures.push(`${c.id}: false alarm ${extra.category} ${extra.rule} ${extra.expected} → ${extra.written}`);
    falseAlarms += unmatched.length;
    const deduction = 10 - correction.scores.brevet.score;
    if (Math.abs(deduction - c.brevet) < 1e-9) baremeEqual++;
    else failures.push(`${c.id}: brevet −${deduction}, barème −${c.brevet}`);
  }
  const share = (n: number, of: number): number => (of === 0 ? 1 : n / of);
  return {
    cases: cases.length, expectedErrors,
    recall: share(found, expectedErrors), classRight: share(classRight, expectedErrors), explanationRight: share(ruleRight, expectedErrors),
    baremeEqual: share(baremeEqual, cases.length), falseAlarms, failures,
  };
}
