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
 * Run: `npx tsx bench/handwriting-train.ts` (~30 minutes on a busy machine), then `npm run bench -- --only handwriting`.
 * `--keep-dense`: keep the dense networks already in body-model.json and train only the convolutional ones (the dense
 * ones are what this command trains anyway, seed for seed: ~20 minutes saved when only the convolutional part changed).
 */
import { readFileSync, writeFileSync } from 'node:fs';
import type { ModelData } from '../frontend/src/features/spelling/handwriting/recognizer/classifier.ts';
import { TRAINING_FONTS } from '../frontend/src/features/spelling/handwriting/recognizer/samples/writer-samples.ts';
import { exportModel, fontExamples, SHIPPED_SETTING, templateExamples, trainEnsemble, VIEW_SETS } from './handwriting-model.ts';

const started = performance.now();
const out = new URL('../frontend/src/features/spelling/handwriting/recognizer/body-model.json', import.meta.url);
const keepDense = process.argv.includes('--keep-dense');
const examples = [...fontExamples(TRAINING_FONTS, SHIPPED_SETTING.augmentation), ...templateExamples(SHIPPED_SETTING.templates)];
const views = SHIPPED_SETTING.views ?? 'one';
const features = { maps: !!SHIPPED_SETTING.convolutional };
const trained = exportModel(trainEnsemble(examples, keepDense ? { ...SHIPPED_SETTING, members: 0 } : SHIPPED_SETTING), features);
const dense = keepDense ? (JSON.parse(readFileSync(out, 'utf8')) as ModelData).networks.filter(Array.isArray) : [];
if (keepDense && dense.length !== SHIPPED_SETTING.members) throw new Error(`body-model.json holds ${dense.length} dense networks, the setting ${SHIPPED_SETTING.members}`);
// The views travel with the weights: the recognizer reads with the views the model was chosen with.
const model = { ...trained, networks: [...dense, ...trained.networks], ...(views === 'one' ? {} : { views: VIEW_SETS[views] }) };
writeFileSync(out, `${JSON.stringify(model)}\n`);
console.log(`setting ${SHIPPED_SETTING.name}: ${examples.length} training letters (${TRAINING_FONTS.length} fonts + templates), ${model.networks.length} network(s)${keepDense ? ` (${dense.length} dense kept)` : ''}, ${((performance.now() - started) / 1000).toFixed(0)} s → ${out.pathname}`);
