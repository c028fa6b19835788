/**
 * Trains the handwriting body classifier and writes the weights the recognizer ships:
 * `frontend/src/features/spelling/handwriting/recognizer/body-model.json`.
 *
 * Training letters: the training fonts of `samples/writer-samples.ts` (never the held-out ones), each letter drawn
 * clean once and `PER_LEVEL` times at each variation level with seeds of their own (the test samples' seeds are never
 * used), and the hand-authored templates drawn the same ways. Deterministic: the same weights on every run.
 *
 * Run: `npx tsx bench/handwriting-train.ts` (several minutes on a busy machine), then `npm run bench -- --only handwriting`.
 */
import { writeFileSync } from 'node:fs';
import { TRAINING_FONTS } from '../frontend/src/features/spelling/handwriting/recognizer/samples/writer-samples.ts';
import { exportModel, fontExamples, SHIPPED_TRAINING, templateExamples, train } from './handwriting-model.ts';

const started = performance.now();
const examples = [...fontExamples(TRAINING_FONTS, SHIPPED_TRAINING.augmentation), ...templateExamples(SHIPPED_TRAINING.templates)];
const model = exportModel(train(examples, SHIPPED_TRAINING.network));
const out = new URL('../frontend/src/features/spelling/handwriting/recognizer/body-model.json', import.meta.url);
writeFileSync(out, `${JSON.stringify(model)}\n`);
console.log(`${examples.length} training letters (${TRAINING_FONTS.length} fonts + templates), ${((performance.now() - started) / 1000).toFixed(0)} s → ${out.pathname}`);
