import { describe, expect, it } from 'vitest';
import { gradeDictation } from '../grading.ts';
import { inflectionTableSchema } from '../passage.ts';
import { dictationRuleKeys } from '../rules.ts';
import casesJson from './cases.json' with { type: 'json' };
import tableJson from './inflections.generated.json' with { type: 'json' };
import { measureReferenceSet, referenceCaseSchema, referenceSourcesSchema } from './measure.ts';
import sourcesJson from './sources.json' with { type: 'json' };

const cases = referenceCaseSchema.array().parse(casesJson);
const sources = referenceSourcesSchema.parse(sourcesJson);
/** One Lefff table for every sentence of the set, as the build writes it for a passage (`build-inflections.ts --cases`). */
const inflections = inflectionTableSchema.parse(tableJson);

/**
 * Floors measured on this set (docs/dictation.md « Reference set »). They only go up: raise one when the grader gets
 * better, never lower it to let a change through. False alarms are a ceiling.
 */
const FLOORS = { recall: 1, classRight: 1, explanationRight: 0.996, baremeEqual: 1 } as const;
const MAX_FALSE_ALARMS = 0;

describe('the grading reference set', () => {
  it('holds at least 150 cases, each quoting a known text and citing a known source', () => {
    expect(cases.length).toBeGreaterThanOrEqual(150);
    expect(new Set(cases.map((c) => c.id)).size).toBe(cases.length);
    for (const c of cases) {
      expect(Object.keys(sources)).toContain(c.text);
      expect(Object.keys(sources)).toContain(c.documented);
      for (const error of c.errors) {
        expect(c.reference).toContain(error.expected);
        expect(c.answer).toContain(error.written);
        expect(dictationRuleKeys).toContain(error.rule);
      }
    }
  });

  it('is graded like the teacher marks it, above the floors', () => {
    const figures = measureReferenceSet(cases, (c) => gradeDictation({ reference: c.reference, answer: c.answer, inflections, acceptReformed1990: true }));
    const report = figures.failures.join('\n');

    expect(figures.recall, report).toBeGreaterThanOrEqual(FLOORS.recall);
    expect(figures.classRight, report).toBeGreaterThanOrEqual(FLOORS.classRight);
    expect(figures.explanationRight, report).toBeGreaterThanOrEqual(FLOORS.explanationRight);
    expect(figures.baremeEqual, report).toBeGreaterThanOrEqual(FLOORS.baremeEqual);
    expect(figures.falseAlarms, report).toBeLessThanOrEqual(MAX_FALSE_ALARMS);
  });
});
