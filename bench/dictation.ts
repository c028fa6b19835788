import { execFileSync } from 'node:child_process';
import { join } from 'node:path';
import { build } from 'esbuild';
import { gradeDictation } from '@plume/shared/dictation/grading';
import { contentPack } from '@plume/lambdas/content';
import { summarize, type Summary } from './stats.ts';
import { answerWithMistakes } from './dictation-answers.ts';

export interface DictationBenchResult {
  passages: number;
  characters: { min: number; max: number };
  warm: Summary;
  coldStartMs: number;
  coldFirstGradeMs: number;
  submitBundleBytes: number;
}

/**
 * Grading time of the brevet-length passages (warm: `rounds` gradings of each, after a warm-up; cold: a fresh Node
 * process importing the grader and grading once), and the minified bundle of the handler that grades.
 */
export async function benchDictation(rounds: number): Promise<DictationBenchResult> {
  const brevet = contentPack.dictations.filter((passage) => passage.level === '4e-3e');
  const inputs = brevet.map((passage) => ({ reference: passage.text, answer: answerWithMistakes(passage.text), inflections: contentPack.dictationInflections[passage.id] ?? {}, acceptReformed1990: true }));
  for (const input of inputs) gradeDictation(input);
  const samples: number[] = [];
  const start = performance.now();
  for (let round = 0; round < rounds; round++) {
    for (const input of inputs) {
      const t = performance.now();
      gradeDictation(input);
      samples.push(performance.now() - t);
    }
  }
  const warm = summarize(samples, performance.now() - start);

  const cold = JSON.parse(execFileSync(process.execPath, ['--import', 'tsx', join(import.meta.dirname, 'dictation-cold.ts')], { encoding: 'utf8' })) as { importMs: number; firstGradeMs: number };
  const bundle = await build({
    entryPoints: ['lambdas/src/dictation/handlers/submit-dictation.ts'], bundle: true, minify: true, platform: 'node', target: 'node22', format: 'esm',
    mainFields: ['module', 'main'], external: ['@aws-sdk/*'], write: false, logLevel: 'silent',
  });
  return {
    passages: brevet.length,
    characters: { min: Math.min(...brevet.map((p) => p.text.length)), max: Math.max(...brevet.map((p) => p.text.length)) },
    warm,
    coldStartMs: cold.importMs,
    coldFirstGradeMs: cold.firstGradeMs,
    submitBundleBytes: bundle.outputFiles.reduce((sum, file) => sum + file.contents.length, 0),
  };
}
