/**
 * Choosing the handwriting classifier's settings on validation data, never on the held-out test fonts: each setting
 * trains on the training fonts minus `VALIDATION_FONTS` (and the templates), then the whole recognizer (marks and
 * all, weights quantized as shipped) reads the validation fonts' letters — 2 fonts × 43 letters × 3 levels × 3
 * repetitions (1 is the seed the bench's « training fonts » row uses, 2 more of their own) = 774 samples.
 * The held-out fonts are not read here at all.
 *
 * Run: `npx tsx bench/handwriting-tune.ts [setting …]` (all settings when none is named); one line per setting.
 */
import { BODY_FEATURE_LENGTH } from '../frontend/src/features/spelling/handwriting/recognizer/body-features.ts';
import { classifier } from '../frontend/src/features/spelling/handwriting/recognizer/classifier.ts';
import { reader } from '../frontend/src/features/spelling/handwriting/recognizer/recognize.ts';
import { LEVELS, SAMPLE_LETTERS, TRAINING_FONTS, VALIDATION_FONTS, writerSample } from '../frontend/src/features/spelling/handwriting/recognizer/samples/writer-samples.ts';
import { exportModel, fontExamples, templateExamples, trainEnsemble, TUNED_SETTINGS, VIEW_SETS, type Setting } from './handwriting-model.ts';

const validation = VALIDATION_FONTS.flatMap((font) => LEVELS.flatMap((level) => SAMPLE_LETTERS.flatMap((letter) => [0, 1, 2].map((repetition) => writerSample(font, letter, level, repetition)))));
const fitFonts = TRAINING_FONTS.filter((font) => !VALIDATION_FONTS.includes(font));

interface Measure { top1: number; byLevel: number[] }

/**
 * Top-1 of the recognizer trained with `setting` on the fitting fonts, on the validation letters, by level: read
 * with each set of views (test-time augmentation costs no training, so every model is read with each), and for an
 * ensemble, also with its first network alone (the setting with `members: 1`, which trains that same network).
 */
export function validate(setting: Setting): { results: { name: string; measure: Measure }[]; trainingLetters: number; seconds: number } {
  const started = performance.now();
  const examples = [...fontExamples(fitFonts, setting.augmentation), ...templateExamples(setting.templates)];
  const networks = trainEnsemble(examples, setting);
  const results = [...new Set([1, setting.members])].flatMap((members) => {
    const classify = classifier(exportModel(networks.slice(0, members)));
    return Object.entries(VIEW_SETS).map(([views, list]) => ({ name: `${setting.name}, ${members} network(s), views ${views}`, measure: measure(reader(classify, list, (setting.network.inputs ?? 0) > BODY_FEATURE_LENGTH)) }));
  });
  return { results, trainingLetters: examples.length, seconds: (performance.now() - started) / 1000 };
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

if (import.meta.url === `file://${process.argv[1]}`) {
  const names = process.argv.slice(2);
  const chosen = names.length > 0 ? TUNED_SETTINGS.filter(({ name }) => names.includes(name)) : TUNED_SETTINGS;
  if (chosen.length === 0) throw new Error(`No such setting; known: ${TUNED_SETTINGS.map(({ name }) => name).join(', ')}`);
  console.log(`validation: ${VALIDATION_FONTS.join(', ')} (${validation.length} samples); fitting fonts: ${fitFonts.join(', ')}`);
  for (const setting of chosen) {
    const result = validate(setting);
    const percent = (value: number) => `${(100 * value).toFixed(1)} %`;
    for (const { name, measure: { top1, byLevel } } of result.results) {
      console.log(`${name}: validation top-1 ${percent(top1)} (none ${percent(byLevel[0]!)}, light ${percent(byLevel[1]!)}, strong ${percent(byLevel[2]!)}); ${result.trainingLetters} training letters, ${result.seconds.toFixed(0)} s`);
    }
  }
}
