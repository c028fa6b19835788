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
import { exportModel, fontExamples, SHIPPED_SETTING, templateExamples, trainEnsemble, trainingFonts, VIEW_SETS } from './handwriting-model.ts';

const started = performance.now();
const fonts = trainingFonts(SHIPPED_SETTING, TRAINING_FONTS);
const examples = [...fontExamples(fonts, SHIPPED_SETTING.augmentation), ...templateExamples(SHIPPED_SETTING.templates)];
const views = SHIPPED_SETTING.views ?? 'one';
// The views travel with the weights: the recognizer reads with the views the model was chosen with.
const model = { ...exportModel(trainEnsemble(examples, SHIPPED_SETTING)), ...(views === 'one' ? {} : { views: VIEW_SETS[views] }) };
const out = new URL('../frontend/src/features/spelling/handwriting/recognizer/body-model.json', import.meta.url);
writeFileSync(out, `${JSON.stringify(model)}\n`);
console.log(`setting ${SHIPPED_SETTING.name}: ${examples.length} training letters (${fonts.length} fonts + templates), ${SHIPPED_SETTING.members} network(s), ${((performance.now() - started) / 1000).toFixed(0)} s → ${out.pathname}`);
