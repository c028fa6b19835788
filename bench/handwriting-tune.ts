/**
 * Choosing the handwriting classifier's settings on validation data, never on the held-out test fonts: each setting
 * trains on the training fonts minus `VALIDATION_FONTS` (and the templates), then the whole recognizer (marks and
 * all, weights quantized as shipped) reads the validation fonts' letters — 2 fonts × 43 letters × 3 levels × 3
 * repetitions (1 is the seed the bench's « training fonts » row uses, 2 more of their own) = 774 samples.
 * The held-out fonts are not read here at all.
 *
 * Each trained setting's networks are kept in the system's temporary folder (`plume-handwriting-tune/<name>.json`),
 * so settings trained in separate processes (two cores: two at once) can then be read together as one ensemble.
 *
 * Run: `npx tsx bench/handwriting-tune.ts [setting …]` (all settings when none is named), one line per reading;
 * `npx tsx bench/handwriting-tune.ts --together <setting> <setting> …`: the networks those runs kept, averaged.
 */
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { BODY_FEATURE_LENGTH, type FeatureOptions } from '@plume/frontend/handwriting-recognizer/body-features';
import { classifier, readsMaps, type ModelData } from '@plume/frontend/handwriting-recognizer/classifier';
import { reader } from '@plume/frontend/handwriting-recognizer/recognize';
import { LEVELS, SAMPLE_LETTERS, TRAINING_FONTS, VALIDATION_FONTS, writerSample } from '@plume/frontend/handwriting-recognizer/samples/writer-samples';
import { exportModel, trainEnsemble, trainingExamples, TUNED_SETTINGS, VIEW_SETS, type Setting } from './handwriting-model.ts';

const validation = VALIDATION_FONTS.flatMap((font) => LEVELS.flatMap((level) => SAMPLE_LETTERS.flatMap((letter) => [0, 1, 2].map((repetition) => writerSample(font, letter, level, repetition)))));
const fitFonts = TRAINING_FONTS.filter((font) => !VALIDATION_FONTS.includes(font));
const kept = join(tmpdir(), 'plume-handwriting-tune');

interface Measure { top1: number; byLevel: number[] }

/**
 * Top-1 of the recognizer trained with `setting` on the fitting fonts, on the validation letters, by level: read
 * with each set of views (test-time augmentation costs no training, so every model is read with each), and for an
 * ensemble, also with its first network alone (the setting with `members: 1`, which trains that same network).
 */
export function validate(setting: Setting): { results: { name: string; measure: Measure }[]; trainingLetters: number; seconds: number } {
  const started = performance.now();
  const examples = trainingExamples(fitFonts, setting);
  const networks = trainEnsemble(examples, setting);
  const features: FeatureOptions = { stretched: (setting.network.inputs ?? 0) > BODY_FEATURE_LENGTH, maps: !!setting.convolutional };
  const model = exportModel(networks, features);
  mkdirSync(kept, { recursive: true });
  writeFileSync(join(kept, `${setting.name}.json`), JSON.stringify({ model, features }));
  const results = [...new Set([1, networks.length])].flatMap((count) => readings(`${setting.name}, ${count} network(s)`, { ...model, networks: model.networks.slice(0, count) }, features));
  return { results, trainingLetters: examples.length, seconds: (performance.now() - started) / 1000 };
}

function readings(name: string, model: ModelData, features: FeatureOptions): { name: string; measure: Measure }[] {
  const classify = classifier(model);
  return Object.entries(VIEW_SETS).map(([views, list]) => ({ name: `${name}, views ${views}`, measure: measure(reader(classify, list, { ...features, maps: readsMaps(model) })) }));
}

/** The networks several settings' runs kept, as one ensemble (they must have been trained on the same features). */
function together(names: readonly string[]): { name: string; measure: Measure }[] {
  const runs = names.map((name) => JSON.parse(readFileSync(join(kept, `${name}.json`), 'utf8')) as { model: ModelData; features: FeatureOptions });
  const features: FeatureOptions = { stretched: runs.some((run) => run.features.stretched), maps: runs.some((run) => run.features.maps) };
  if (runs.some((run) => !!run.features.stretched !== features.stretched)) throw new Error('Cannot average networks that read different features');
  return readings(names.join(' + '), { ...runs[0]!.model, networks: runs.flatMap((run) => run.model.networks) }, features);
}

function measure(recognize: ReturnType<typeof reader>): Measure {
  const byLevel = LEVELS.map(() => ({ right: 0, total: 0 }));
  for (const sample of validation) {
    byLevel[sample.level]!.total++;
    if (recognize(sample.strokes)?.letter === sample.letter) byLevel[sample.level]!.right++;
  }
  const right = byLevel.reduce((sum, { right }) => sum + right, 0);
  return { top1: right / validation.length, byLevel: byLevel.map(({ right, total }) => right / total) };
}

const percent = (value: number) => `${(100 * value).toFixed(1)} %`;
const line = ({ name, measure: { top1, byLevel } }: { name: string; measure: Measure }) => `${name}: validation top-1 ${percent(top1)} (none ${percent(byLevel[0]!)}, light ${percent(byLevel[1]!)}, strong ${percent(byLevel[2]!)})`;

if (import.meta.url === `file://${process.argv[1]}`) {
  const args = process.argv.slice(2);
  console.log(`validation: ${VALIDATION_FONTS.join(', ')} (${validation.length} samples); fitting fonts: ${fitFonts.join(', ')}`);
  if (args[0] === '--together') {
    for (const result of together(args.slice(1))) console.log(line(result));
  } else {
    const chosen = args.length > 0 ? TUNED_SETTINGS.filter(({ name }) => args.includes(name)) : TUNED_SETTINGS;
    if (chosen.length === 0) throw new Error(`No such setting; known: ${TUNED_SETTINGS.map(({ name }) => name).join(', ')}`);
    for (const setting of chosen) {
      const result = validate(setting);
      for (const reading of result.results) console.log(`${line(reading)}; ${result.trainingLetters} training letters, ${result.seconds.toFixed(0)} s`);
    }
  }
}
