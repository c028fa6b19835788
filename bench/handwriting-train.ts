/**
 * Trains the handwriting body classifier and writes the weights the recognizer ships:
 * `frontend/src/features/spelling/handwriting/recognizer/body-model.json`.
 *
 * Training letters: every training font of `samples/writer-samples.ts` (the validation fonts included; never the
 * held-out ones), each letter drawn clean once and several times at each variation level and distorted, with seeds of
 * their own (the test samples' seeds are never used), and the hand-authored templates drawn the same ways; the
 * setting (`SHIPPED_SETTING`) was chosen on the validation fonts by `bench/handwriting-tune.ts`. Deterministic: the
 * same weights on every run.
 *
 * Run: `npx tsx bench/handwriting-train.ts` (~20 minutes on a busy machine), then `npm run bench -- --only handwriting`.
 */
import { writeFileSync } from 'node:fs';
import { TRAINING_FONTS } from '../frontend/src/features/spelling/handwriting/recognizer/samples/writer-samples.ts';
import { exportModel, fontExamples, SHIPPED_SETTING, templateExamples, trainEnsemble, VIEW_SETS } from './handwriting-model.ts';

const started = performance.now();
const examples = [...fontExamples(TRAINING_FONTS, SHIPPED_SETTING.augmentation), ...templateExamples(SHIPPED_SETTING.templates)];
const views = SHIPPED_SETTING.views ?? 'one';
// The views travel with the weights: the recognizer reads with the views the model was chosen with.
const model = { ...exportModel(trainEnsemble(examples, SHIPPED_SETTING)), ...(views === 'one' ? {} : { views: VIEW_SETS[views] }) };
const out = new URL('../frontend/src/features/spelling/handwriting/recognizer/body-model.json', import.meta.url);
writeFileSync(out, `${JSON.stringify(model)}\n`);
console.log(`setting ${SHIPPED_SETTING.name}: ${examples.length} training letters (${TRAINING_FONTS.length} fonts + templates), ${SHIPPED_SETTING.members} network(s), ${((performance.now() - started) / 1000).toFixed(0)} s → ${out.pathname}`);
