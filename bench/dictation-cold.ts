/** Run in a fresh process by bench/dictation.ts: the grader's import time and its first grading, as a cold Lambda pays them. */
import { contentPack } from '@plume/lambdas/content';
import { answerWithMistakes } from './dictation-answers.ts';

const passage = contentPack.dictations.find((p) => p.level === '4e-3e')!;
const t0 = performance.now();
const { gradeDictation } = await import('@plume/shared/dictation/grading');
const t1 = performance.now();
gradeDictation({ reference: passage.text, answer: answerWithMistakes(passage.text), inflections: contentPack.dictationInflections[passage.id] ?? {}, acceptReformed1990: true });
const t2 = performance.now();
console.log(JSON.stringify({ importMs: t1 - t0, firstGradeMs: t2 - t1 }));
