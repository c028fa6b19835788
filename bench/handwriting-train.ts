/**
 * Trains the handwriting body classifier and writes the weights the recognizer ships:
 * `frontend/src/features/spelling/handwriting/recognizer/body-model.json`.
 *
 * Training letters: every training font of `samples/writer-samples.ts` (the validation fonts included; never the
 * held-out ones), each letter drawn clean once and several times at each variation level and distorted, with seeds of
 * their own (the test samples' seeds are never used), the outline hands (`handwriting-hands.json`) and the
 * hand-authored templates drawn the same ways; the
 * setting (`SHIPPED_SETTING`) was chosen on the validation fonts by `bench/handwriting-tune.ts`. Deterministic: the
 * same weights on every run.
 *
 * Run: `npx tsx bench/handwriting-train.ts` (3 convolutional networks on 34,258 letters: ~28 minutes each; see `--part`),
 * then `npm run bench -- --only handwriting`.
 * `--keep`: keep the networks already in body-model.json (dense and convolutional: they are what this command trains
 * anyway, seed for seed) and train only the setting's others (~20 minutes saved a dense network kept).
 * `--setting <name>`: a setting of `TUNED_SETTINGS` instead of `SHIPPED_SETTING` (a candidate, before it is chosen).
 * `--part k/n` trains only every n-th network of the ensemble from the k-th, into the temporary folder (run n of them
 * at once, one per core), then `--join n` writes body-model.json from the n parts.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import type { ModelData } from '@plume/frontend/handwriting-recognizer/classifier';
import { TRAINING_FONTS } from '@plume/frontend/handwriting-recognizer/samples/writer-samples';
import { ensemblePlan, exportModel, SHIPPED_SETTING, trainEnsemble, trainingExamples, trainPlanned, TUNED_SETTINGS, VIEW_SETS } from './handwriting-model.ts';

const started = performance.now();
const out = new URL('../frontend/src/features/spelling/handwriting/recognizer/body-model.json', import.meta.url);
const { values } = parseArgs({ options: { keep: { type: 'boolean', default: false }, setting: { type: 'string' }, part: { type: 'string' }, join: { type: 'string' } } });
const named = values.setting === undefined ? undefined : TUNED_SETTINGS.find(({ name }) => name === values.setting);
if (values.setting !== undefined && !named) throw new Error(`No such setting: ${values.setting}`);
const setting = named ? { ...named, views: SHIPPED_SETTING.views } : SHIPPED_SETTING;
const views = setting.views ?? 'one';
const features = { maps: !!setting.convolutional };
const partFile = (part: number) => join(tmpdir(), `plume-handwriting-part-${setting.name}-${part}.json`);
type Networks = ModelData['networks'];

/** The model file: the networks in ensemble order, and the views they were chosen with (the recognizer reads with them). */
function writeModel(networks: Networks, note: string): void {
  const model = { ...exportModel([]), networks, ...(views === 'one' ? {} : { views: VIEW_SETS[views] }) };
  writeFileSync(out, `${JSON.stringify(model)}\n`);
  console.log(`setting ${setting.name}: ${model.networks.length} network(s), ${note}, ${((performance.now() - started) / 1000).toFixed(0)} s → ${out.pathname}`);
}

if (values.join !== undefined) {
  // The parts' networks back in ensemble order.
  const parts = Array.from({ length: Number(values.join) }, (_, i) => JSON.parse(readFileSync(partFile(i + 1), 'utf8')) as { positions: number[]; networks: Networks });
  const networks: Networks = [];
  for (const { positions, networks: trained } of parts) positions.forEach((position, i) => (networks[position] = trained[i]!));
  if (networks.length !== ensemblePlan(setting).length || networks.includes(undefined as never)) throw new Error('A part is missing: train every part first');
  writeModel(networks, `joined from ${parts.length} parts`);
} else {
  const examples = trainingExamples(TRAINING_FONTS, setting);
  if (values.part !== undefined) {
    // Part k of n trains the networks at positions k-1, k-1+n, …: n processes, one core each.
    const [k, n] = values.part.split('/').map(Number) as [number, number];
    const positions = ensemblePlan(setting).flatMap((_, position) => (position % n === k - 1 ? [position] : []));
    const trained = exportModel(positions.map((position) => trainPlanned(examples, ensemblePlan(setting)[position]!)), features).networks;
    writeFileSync(partFile(k), JSON.stringify({ positions, networks: trained }));
    console.log(`setting ${setting.name}, part ${k}/${n}: networks ${positions.join(', ')} of ${examples.length} training letters, ${((performance.now() - started) / 1000).toFixed(0)} s → ${partFile(k)}`);
  } else {
    const kept = values.keep ? (JSON.parse(readFileSync(out, 'utf8')) as ModelData).networks : [];
    const keptDense = kept.filter(Array.isArray);
    const keptConvolutional = kept.filter((network) => !Array.isArray(network));
    if (keptDense.length > setting.members || keptConvolutional.length > (setting.convolutional?.members ?? 0)) throw new Error('body-model.json holds more networks than the setting trains');
    const trained = exportModel(trainEnsemble(examples, setting, { dense: keptDense.length, convolutional: keptConvolutional.length }), features).networks;
    writeModel([...keptDense, ...trained.filter(Array.isArray), ...keptConvolutional, ...trained.filter((network) => !Array.isArray(network))], `${examples.length} training letters (${TRAINING_FONTS.length} fonts, hands, templates), ${kept.length} kept`);
  }
}
