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
 * Run: `npx tsx bench/handwriting-train.ts` (~45 minutes on a busy machine: 3 dense, 2 convolutional networks), then `npm run bench -- --only handwriting`.
 * `--keep`: keep the networks already in body-model.json (dense and convolutional: they are what this command trains
 * anyway, seed for seed) and train only the setting's others (~20 minutes saved a dense network kept).
 * `--setting <name>`: a setting of `TUNED_SETTINGS` instead of `SHIPPED_SETTING` (a candidate, before it is chosen).
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import type { ModelData } from '../frontend/src/features/spelling/handwriting/recognizer/classifier.ts';
import { TRAINING_FONTS } from '../frontend/src/features/spelling/handwriting/recognizer/samples/writer-samples.ts';
import { exportModel, fontExamples, SHIPPED_SETTING, templateExamples, trainEnsemble, TUNED_SETTINGS, VIEW_SETS } from './handwriting-model.ts';

const started = performance.now();
const out = new URL('../frontend/src/features/spelling/handwriting/recognizer/body-model.json', import.meta.url);
const { values } = parseArgs({ options: { keep: { type: 'boolean', default: false }, setting: { type: 'string' } } });
const named = values.setting === undefined ? undefined : TUNED_SETTINGS.find(({ name }) => name === values.setting);
if (values.setting !== undefined && !named) throw new Error(`No such setting: ${values.setting}`);
const setting = named ? { ...named, views: SHIPPED_SETTING.views } : SHIPPED_SETTING;
const examples = [...fontExamples(TRAINING_FONTS, setting.augmentation), ...templateExamples(setting.templates)];
const views = setting.views ?? 'one';
const features = { maps: !!setting.convolutional };
const kept = values.keep ? (JSON.parse(readFileSync(out, 'utf8')) as ModelData).networks : [];
const keptDense = kept.filter(Array.isArray);
const keptConvolutional = kept.filter((network) => !Array.isArray(network));
if (keptDense.length > setting.members || keptConvolutional.length > (setting.convolutional?.members ?? 0)) throw new Error('body-model.json holds more networks than the setting trains');
const trained = exportModel(trainEnsemble(examples, setting, { dense: keptDense.length, convolutional: keptConvolutional.length }), features).networks;
const trainedDense = trained.filter(Array.isArray);
const trainedConvolutional = trained.filter((network) => !Array.isArray(network));
// The views travel with the weights: the recognizer reads with the views the model was chosen with.
const model = { ...exportModel([]), networks: [...keptDense, ...trainedDense, ...keptConvolutional, ...trainedConvolutional], ...(views === 'one' ? {} : { views: VIEW_SETS[views] }) };
writeFileSync(out, `${JSON.stringify(model)}\n`);
console.log(`setting ${setting.name}: ${examples.length} training letters (${TRAINING_FONTS.length} fonts + templates), ${model.networks.length} network(s), ${kept.length} kept, ${((performance.now() - started) / 1000).toFixed(0)} s → ${out.pathname}`);
