import type { DictationBareme, DictationErrorCategory, DictationScores } from '@plume/shared/dictation/correction';
import { useTranslation } from 'react-i18next';
import { useLocaleFormat } from './locale-format';

export type MarkLine = 'dotted' | 'wavy' | 'dashed' | 'double' | 'solid';

/**
 * How each kind of dictation mistake looks wherever it shows (the correction's marks and legend, the statistics'
 * bars): a palette colour, and an underline style so that colour is never the only cue. Surface slips (accents,
 * capitals, punctuation, hyphens) are dotted, grammar wavy, word boundaries dashed, missing words doubled, spelling
 * solid; an extra word is a « + » at the place it was added.
 */
export const dictationCategoryStyle: Record<DictationErrorCategory, { color: string; line: MarkLine }> = {
  accent: { color: 'blue', line: 'dotted' },
  capital: { color: 'cyan', line: 'dotted' },
  punctuation: { color: 'teal', line: 'dotted' },
  'hyphen-apostrophe': { color: 'lime', line: 'dotted' },
  agreement: { color: 'red', line: 'wavy' },
  homophone: { color: 'orange', line: 'wavy' },
  segmentation: { color: 'grape', line: 'dashed' },
  missing: { color: 'pink', line: 'double' },
  extra: { color: 'violet', line: 'solid' },
  lexical: { color: 'yellow', line: 'solid' },
};

/** A dictation's mark under one barème, in words: « 7,5 / 10 », « 2,5 fautes », « 3 erreurs ». */
export function useScoreText() {
  const { t } = useTranslation();
  const format = useLocaleFormat();
  return (scores: DictationScores, bareme: DictationBareme): string => {
    switch (bareme) {
      case 'brevet':
        return t('dictationTerms.score.brevet', { value: format.number(scores.brevet.score) });
      case 'concours':
        return t('dictationTerms.score.concours', { count: scores.concours.faults, value: format.number(scores.concours.faults) });
      case 'simple':
        return t('dictationTerms.score.simple', { count: scores.simple.errors, value: format.number(scores.simple.errors) });
    }
  };
}

/** The one number a chart plots for a barème. */
export function scoreValue(scores: DictationScores, bareme: DictationBareme): number {
  return bareme === 'brevet' ? scores.brevet.score : bareme === 'concours' ? scores.concours.faults : scores.simple.errors;
}
