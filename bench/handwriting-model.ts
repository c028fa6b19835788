/**
 * Training the handwriting body classifier (`frontend/…/recognizer/classifier.ts`) offline, in plain TypeScript:
 * the training letters, one-hidden-layer networks trained with Adam on softmax cross-entropy, their 8-bit export, and
 * the settings tried. Used by `bench/handwriting-train.ts` (the shipped model, `SHIPPED_SETTING`) and
 * `bench/handwriting-tune.ts` (each of `TUNED_SETTINGS` measured on the validation fonts).
 */
import { BODY_FEATURE_LENGTH, bodyFeatures, MAP_CHANNELS, MAP_SIZE, mapsAt, STRETCHED_FEATURE_LENGTH, ZONE_AT, ZONE_FEATURES, type FeatureOptions } from '@plume/frontend/handwriting-recognizer/body-features';
import type { LayerData, ModelData } from '@plume/frontend/handwriting-recognizer/classifier';
import { convolve, KERNEL, pool, type Convolution } from '@plume/frontend/handwriting-recognizer/conv-net';
import { boundingBox, type Point, type Stroke } from '@plume/frontend/handwriting-recognizer/geometry';
import { BASELINE, X_HEIGHT } from '@plume/frontend/handwriting-recognizer/guides';
import type { View } from '@plume/frontend/handwriting-recognizer/recognize';
import { splitMarks } from '@plume/frontend/handwriting-recognizer/marks';
import { fontPaths, SAMPLE_LETTERS, varied, type Level, type Variation } from '@plume/frontend/handwriting-recognizer/samples/writer-samples';
import { bodyTemplates } from '@plume/frontend/handwriting-recognizer/templates';
import { FIRST_FONTS, FONTS as HAND_FONTS } from './handwriting-hands.ts';
import { hashOfText, seededRandom } from '@plume/shared/random';
import handsData from './handwriting-hands.json' with { type: 'json' };

/** Training hands from outline fonts (`bench/handwriting-hands.ts`): letter → pen lines, in the box's units. */
const hands = (handsData as { fonts: { id: string; letters: Record<string, number[][][]> }[] }).fonts;

export interface Example {
  features: Float32Array;
  label: number;
  /** Where it comes from: a font id, or `templates`. */
  source: string;
}

/** The bodies the network tells apart: the marks (accents, dots, a detached cedilla) are read apart and set on them. */
export const BODY_CLASSES = ['a', 'b', 'c', 'd', 'e', 'f', 'g', 'h', 'ı', 'ȷ', 'k', 'l', 'm', 'n', 'o', 'p', 'q', 'r', 's', 't', 'u', 'v', 'w', 'x', 'y', 'z', 'ç', 'œ', 'æ', '-', '\''];
const BASE: Record<string, string> = { i: 'ı', î: 'ı', ï: 'ı', j: 'ȷ', é: 'e', è: 'e', ê: 'e', ë: 'e', à: 'a', â: 'a', ù: 'u', û: 'u', ü: 'u', ô: 'o' };

/** What every training letter's features hold: any network of any setting finds its inputs there. */
const TRAINING_FEATURES: FeatureOptions = { stretched: true, maps: true };

/** Each training letter is drawn and described once per process: tuning runs reuse it from setting to setting. */
const exampleCache = new Map<string, { features: Float32Array; label: number }>();
function cached(seed: string, compute: () => { features: Float32Array; label: number }): { features: Float32Array; label: number } {
  let example = exampleCache.get(seed);
  if (!example) {
    example = compute();
    exampleCache.set(seed, example);
  }
  return example;
}

/** The body of a drawn letter, labelled with its base: « é » is an « e » body, a « ç » with its cedilla apart a « c ». */
function bodyExample(seed: string, draw: () => Stroke[], letter: string, source: string): Example {
  return {
    ...cached(seed, () => {
      const { body, below } = splitMarks(draw());
      const base = letter === 'ç' && below.length > 0 ? 'c' : BASE[letter] ?? letter;
      const label = BODY_CLASSES.indexOf(base);
      if (label < 0) throw new Error(`No body class for « ${letter} »`);
      return { features: bodyFeatures(body, TRAINING_FEATURES), label };
    }),
    source,
  };
}

/**
 * Variations per level of each training letter (the seeds differ from every test sample's); `distorted`: how many
 * more, bent by `distort` first.
 */
export interface Augmentation { perLevel: number; distorted?: number }
export interface HandAugmentation extends Augmentation { fonts: readonly string[] }

/**
 * Beyond the test levels: proportions bent much further (a narrow or a wide hand), for training only, so the network
 * learns shapes rather than one font's proportions.
 */
const BROAD: Variation = { rotationDegrees: 10, shear: 0.3, scale: 0.25, aspect: 0.3, shift: 8, tremor: 1, wobble: 1.5, splitChance: 0.3, reorder: true };

/**
 * A letter bent the ways hands differ from fonts more than any test level does, for training only: ascenders from
 * 55 % to 120 % of the font's (a short « b », « d », « h » as EMS Felix draws them), descenders 60–120 %, the small
 * letters' height 85–115 %, width 55–130 % (narrow loops), and a smooth elastic warp of a few units (a bowl a little
 * flatter, a stem a little bent), each drawn from the seed.
 */
export function distort(paths: readonly (readonly Point[])[], seed: string): Point[][] {
  const next = seededRandom(hashOfText(seed));
  const between = (low: number, high: number) => low + next() * (high - low);
  const ascender = between(0.55, 1.2);
  const descender = between(0.6, 1.2);
  const xHeight = between(0.85, 1.15);
  const width = between(0.55, 1.3);
  const waves = Array.from({ length: 3 }, () => ({ kx: between(-0.15, 0.15), ky: between(-0.15, 0.15), phase: between(0, 2 * Math.PI), ax: between(-1.5, 1.5), ay: between(-1.5, 1.5) }));
  const xLine = BASELINE - X_HEIGHT * xHeight;
  return paths.map((path) => path.map(({ x, y }) => {
    const bentY = y < BASELINE - X_HEIGHT ? xLine - (BASELINE - X_HEIGHT - y) * ascender : y > BASELINE ? BASELINE + (y - BASELINE) * descender : BASELINE - (BASELINE - y) * xHeight;
    let dx = 0;
    let dy = 0;
    for (const wave of waves) {
      const s = Math.sin(wave.kx * x + wave.ky * y + wave.phase);
      dx += wave.ax * s;
      dy += wave.ay * s;
    }
    return { x: 50 + (x - 50) * width + dx, y: bentY + dy };
  }));
}

/**
 * Every letter of each font, drawn once clean and `perLevel` times at the light, the strong and the broad level, and
 * `distorted` times bent by `distort` then drawn at the light or the strong level.
 */
export function fontExamples(fontIds: readonly string[], augmentation: Augmentation): Example[] {
  return fontIds.flatMap((font) => SAMPLE_LETTERS.flatMap((letter) => letterExamples(font, letter, fontPaths(font, letter), augmentation)));
}

/** The outline fonts' letters thinned to pen lines (`handwriting-hands.json`), drawn the same ways as the fonts'. */
export function handExamples({ fonts, ...augmentation }: HandAugmentation): Example[] {
  return hands.filter(({ id }) => fonts.includes(id)).flatMap(({ id, letters }) => Object.entries(letters).flatMap(([letter, lines]) => letterExamples(id, letter, lines.map((line) => line.map(([x, y]) => ({ x: x!, y: y! }))), augmentation)));
}

/** What a setting trains on: the fonts named, the outline hands if the setting has them, the templates. */
export function trainingExamples(fontIds: readonly string[], setting: Setting): Example[] {
  return [...fontExamples(fontIds, setting.augmentation), ...(setting.hands ? handExamples(setting.hands) : []), ...templateExamples(setting.templates)];
}

function letterExamples(source: string, letter: string, paths: Point[][], { perLevel, distorted = 0 }: Augmentation): Example[] {
  const examples: Example[] = [];
  const example = (seed: string, draw: () => Stroke[]) => examples.push(bodyExample(seed, draw, letter, source));
  example(`train/${source}/${letter}/0`, () => varied(paths, `train/${source}/${letter}/0`, 0));
  for (const level of [1, 2] as Level[]) {
    for (let repetition = 1; repetition <= perLevel; repetition++) {
      const seed = `train/${source}/${letter}/${level}/${repetition}`;
      example(seed, () => varied(paths, seed, level));
    }
  }
  for (let repetition = 1; repetition <= perLevel; repetition++) {
    const seed = `train/${source}/${letter}/broad/${repetition}`;
    example(seed, () => varied(paths, seed, 2, BROAD));
  }
  for (let repetition = 1; repetition <= distorted; repetition++) {
    const seed = `train/${source}/${letter}/distorted/${repetition}`;
    example(seed, () => varied(distort(paths, seed), seed, repetition % 2 === 0 ? 2 : 1));
  }
  return examples;
}

/** The hand-authored templates (x-height 1, baseline 0) placed on the box's guide lines, drawn the same ways. */
export function templateExamples({ perLevel, distorted = 0 }: Augmentation): Example[] {
  const examples: Example[] = [];
  bodyTemplates.forEach(({ label, strokes }, index) => {
    const box = boundingBox(strokes.flat());
    const paths: Point[][] = strokes.map((stroke) => stroke.map(({ x, y }) => ({ x: 50 + (x - (box.left + box.right) / 2) * X_HEIGHT, y: BASELINE + y * X_HEIGHT })));
    // Templates are bodies already: no marks to take apart.
    const classIndex = BODY_CLASSES.indexOf(label);
    const example = (seed: string, draw: () => Stroke[]) => examples.push({ ...cached(seed, () => ({ features: bodyFeatures(draw(), TRAINING_FEATURES), label: classIndex })), source: 'templates' });
    for (const level of [1, 2] as Level[]) {
      for (let repetition = 1; repetition <= perLevel; repetition++) {
        const seed = `template/${index}/${level}/${repetition}`;
        example(seed, () => varied(paths, seed, level));
      }
    }
    for (let repetition = 1; repetition <= perLevel; repetition++) {
      const seed = `template/${index}/broad/${repetition}`;
      example(seed, () => varied(paths, seed, 2, BROAD));
    }
    for (let repetition = 1; repetition <= distorted; repetition++) {
      const seed = `template/${index}/distorted/${repetition}`;
      example(seed, () => varied(distort(paths, seed), seed, repetition % 2 === 0 ? 2 : 1));
    }
  });
  return examples;
}

/** `inputs`: how many of the features to use (the first ones; all by default). */
export interface TrainOptions { hidden: number; epochs: number; seed: number; learningRate: number; weightDecay: number; inputs?: number }
export const DEFAULT_TRAINING: TrainOptions = { hidden: 64, epochs: 40, seed: 1, learningRate: 0.003, weightDecay: 1e-4 };

/** Sets of views the recognizer may average its reading over (`reader` in recognize.ts); `one`: no augmentation. */
export const VIEW_SETS: Record<string, View[]> = {
  one: [{ rotation: 0, stretch: 1 }],
  turned: [{ rotation: 0, stretch: 1 }, { rotation: 0.1, stretch: 1 }, { rotation: -0.1, stretch: 1 }],
  'turned+wide': [{ rotation: 0, stretch: 1 }, { rotation: 0.1, stretch: 1 }, { rotation: -0.1, stretch: 1 }, { rotation: 0, stretch: 1.3 }],
  'turned 0.15': [{ rotation: 0, stretch: 1 }, { rotation: 0.15, stretch: 1 }, { rotation: -0.15, stretch: 1 }],
  'turned×5': [{ rotation: 0, stretch: 1 }, { rotation: 0.08, stretch: 1 }, { rotation: -0.08, stretch: 1 }, { rotation: 0.16, stretch: 1 }, { rotation: -0.16, stretch: 1 }],
  'turned 0.2': [{ rotation: 0, stretch: 1 }, { rotation: 0.2, stretch: 1 }, { rotation: -0.2, stretch: 1 }],
  'turned+narrow': [{ rotation: 0, stretch: 1 }, { rotation: 0.1, stretch: 1 }, { rotation: -0.1, stretch: 1 }, { rotation: 0, stretch: 0.85 }, { rotation: 0, stretch: 1.15 }],
};

/** One way of training the classifier: its letters, its networks, how many of each (seeds) are averaged. */
export interface Setting {
  name: string;
  augmentation: Augmentation;
  templates: Augmentation;
  network: TrainOptions;
  /** Which outline fonts' hands (`handwriting-hands.json`) are trained on, and how they are drawn; none when absent. */
  hands?: HandAugmentation;
  /** Dense networks (`network`); then `convolutional.members` convolutional ones. */
  members: number;
  convolutional?: { members: number; network: ConvolutionalOptions };
  /** The views the recognizer averages over with this model (a key of `VIEW_SETS`; `one` when absent). */
  views?: string;
}

/** The features the recognizer computes (261), without the stretched direction features. */
const UNSTRETCHED = BODY_FEATURE_LENGTH;
const FIRST_MODEL: Setting = { name: 'first-model', augmentation: { perLevel: 8 }, templates: { perLevel: 10 }, network: { ...DEFAULT_TRAINING, hidden: 96, epochs: 30, inputs: UNSTRETCHED }, members: 1 };
const DISTORTED = { augmentation: { perLevel: 8, distorted: 8 }, templates: { perLevel: 10, distorted: 5 } };
const STRETCHED = { ...FIRST_MODEL.network, inputs: STRETCHED_FEATURE_LENGTH };
const HANDS: HandAugmentation = { perLevel: 2, distorted: 2, fonts: FIRST_FONTS };
const ALL_HANDS: HandAugmentation = { ...HANDS, fonts: HAND_FONTS };
/** 16 × 16 × 4 maps → 16 filters → pooled 8 × 8 → 24 filters → pooled 4 × 4 (384 values, + the 5 zone features) → 48 units. */
const CONVOLUTIONAL: ConvolutionalOptions = { filters: [16, 24], hidden: 48, epochs: 20, seed: 1, learningRate: 0.003, weightDecay: 1e-4 };

/** Every setting tried on the validation fonts (`bench/handwriting-tune.ts`), in the order they were tried. */
export const TUNED_SETTINGS: readonly Setting[] = [
  FIRST_MODEL,
  { ...FIRST_MODEL, name: 'distorted', ...DISTORTED },
  { ...FIRST_MODEL, name: 'stretched', network: STRETCHED },
  { ...FIRST_MODEL, name: 'distorted+stretched', ...DISTORTED, network: STRETCHED },
  { ...FIRST_MODEL, name: 'distorted×3', ...DISTORTED, members: 3 },
  { ...FIRST_MODEL, name: 'convolutional', ...DISTORTED, members: 0, convolutional: { members: 1, network: CONVOLUTIONAL } },
  // The same networks as `distorted×3` and `convolutional` (same letters, same seeds): read by `--together`.
  { ...FIRST_MODEL, name: 'distorted×3+convolutional', ...DISTORTED, members: 3, convolutional: { members: 1, network: CONVOLUTIONAL } },
  { ...FIRST_MODEL, name: 'convolutional-seed-2', ...DISTORTED, members: 0, convolutional: { members: 1, network: { ...CONVOLUTIONAL, seed: 2 } } },
  // `distorted×3`, `convolutional` and `convolutional-seed-2` read together.
  { ...FIRST_MODEL, name: 'distorted×3+convolutional×2', ...DISTORTED, members: 3, convolutional: { members: 2, network: CONVOLUTIONAL } },
  // Fifth session: more convolutional networks in place of the dense ones (the chunk holds ~5 convolutional ones).
  { ...FIRST_MODEL, name: 'convolutional-seed-3', ...DISTORTED, members: 0, convolutional: { members: 1, network: { ...CONVOLUTIONAL, seed: 3 } } },
  { ...FIRST_MODEL, name: 'convolutional-seed-4', ...DISTORTED, members: 0, convolutional: { members: 1, network: { ...CONVOLUTIONAL, seed: 4 } } },
  // Sixth session: 28 more hands, outline fonts thinned to pen lines, each letter drawn 9 times (fewer than a font's
  // 33: there are many hands). Trained apart (two cores) and read together by `--together`.
  { ...FIRST_MODEL, name: 'hands-distorted×3', ...DISTORTED, hands: HANDS, members: 3 },
  { ...FIRST_MODEL, name: 'hands-convolutional', ...DISTORTED, hands: HANDS, members: 0, convolutional: { members: 1, network: CONVOLUTIONAL } },
  { ...FIRST_MODEL, name: 'hands-convolutional-seed-2', ...DISTORTED, hands: HANDS, members: 0, convolutional: { members: 1, network: { ...CONVOLUTIONAL, seed: 2 } } },
  { ...FIRST_MODEL, name: 'hands-convolutional-seed-3', ...DISTORTED, hands: HANDS, members: 0, convolutional: { members: 1, network: { ...CONVOLUTIONAL, seed: 3 } } },
  { ...FIRST_MODEL, name: 'hands-convolutional-seed-4', ...DISTORTED, hands: HANDS, members: 0, convolutional: { members: 1, network: { ...CONVOLUTIONAL, seed: 4 } } },
  // 35 more hands (63 in all: more casual hands, school print and cursive models), convolutional networks only.
  { ...FIRST_MODEL, name: 'all-hands-convolutional', ...DISTORTED, hands: ALL_HANDS, members: 0, convolutional: { members: 1, network: CONVOLUTIONAL } },
  { ...FIRST_MODEL, name: 'all-hands-convolutional-seed-2', ...DISTORTED, hands: ALL_HANDS, members: 0, convolutional: { members: 1, network: { ...CONVOLUTIONAL, seed: 2 } } },
  { ...FIRST_MODEL, name: 'all-hands-convolutional-seed-3', ...DISTORTED, hands: ALL_HANDS, members: 0, convolutional: { members: 1, network: { ...CONVOLUTIONAL, seed: 3 } } },
  // The three above as one setting (read on validation by `--together`; the dense networks left out: with the hands they read worse).
  { ...FIRST_MODEL, name: 'all-hands-convolutional×3', ...DISTORTED, hands: ALL_HANDS, members: 0, convolutional: { members: 3, network: CONVOLUTIONAL } },
];

/** The setting the shipped model is trained with (on every training font): the best on the validation fonts. */
export const SHIPPED_SETTING: Setting = { ...TUNED_SETTINGS.find(({ name }) => name === 'all-hands-convolutional×3')!, views: 'turned 0.15' };

/** One network of a setting's ensemble, with the seed it trains from. */
export type PlannedNetwork = { kind: 'dense'; options: TrainOptions } | { kind: 'convolutional'; options: ConvolutionalOptions };

/** A setting's networks in ensemble order: `members` dense ones from consecutive seeds, then its convolutional ones. */
export function ensemblePlan({ network, members, convolutional }: Setting): PlannedNetwork[] {
  return [
    ...Array.from({ length: members }, (_, member): PlannedNetwork => ({ kind: 'dense', options: { ...network, seed: network.seed + member } })),
    ...Array.from({ length: convolutional?.members ?? 0 }, (_, member): PlannedNetwork => ({ kind: 'convolutional', options: { ...convolutional!.network, seed: convolutional!.network.seed + member } })),
  ];
}

export function trainPlanned(examples: readonly Example[], planned: PlannedNetwork): Network {
  return planned.kind === 'dense' ? train(examples, planned.options) : trainConvolutional(examples, planned.options);
}

/** The setting's networks; `skip`: how many of each were trained already (kept from an earlier run of the same setting). */
export function trainEnsemble(examples: readonly Example[], setting: Setting, skip = { dense: 0, convolutional: 0 }): Network[] {
  return ensemblePlan(setting)
    .filter((planned, position) => (planned.kind === 'dense' ? position >= skip.dense : position - setting.members >= skip.convolutional))
    .map((planned) => trainPlanned(examples, planned));
}

interface DenseLayer { inputs: number; outputs: number; weights: Float32Array; bias: Float32Array }
interface ConvolutionalNetwork { kind: 'convolutional'; convolutions: Convolution[]; dense: DenseLayer[] }
export type Network = DenseLayer[] | ConvolutionalNetwork;

/** He-initialised weights (`fanIn` inputs per output) and zero biases. */
function initialWeights(count: number, fanIn: number, gaussian: () => number): Float32Array {
  return Float32Array.from({ length: count }, () => gaussian() * Math.sqrt(2 / fanIn));
}

/**
 * `output` = the layer's sums at `input` (reading only `inked` positions of it when given), rectified or not;
 * returns the largest sum before it is rounded to single precision (the softmax subtracts it).
 */
function denseForward(layer: DenseLayer, input: Float32Array, output: Float32Array, rectify: boolean, inked?: Int32Array): number {
  let top = -Infinity;
  for (let o = 0; o < layer.outputs; o++) {
    let sum = layer.bias[o]!;
    const row = o * layer.inputs;
    if (inked) for (const k of inked) sum += layer.weights[row + k]! * input[k]!;
    else for (let k = 0; k < layer.inputs; k++) sum += layer.weights[row + k]! * input[k]!;
    output[o] = rectify ? (sum > 0 ? sum : 0) : sum;
    if (sum > top) top = sum;
  }
  return top;
}

/**
 * Adds to `grad` the layer's gradient for the output gradient `delta` at `input` (only its `inked` positions when
 * given; outputs whose delta is 0 are skipped), and to `dInput`, when given, the gradient of its input.
 */
function denseBackward(layer: DenseLayer, grad: { w: Float32Array; b: Float32Array }, input: Float32Array, delta: Float32Array | Float64Array, dInput?: Float32Array, inked?: Int32Array): void {
  for (let o = 0; o < layer.outputs; o++) {
    const d = delta[o]!;
    if (d === 0) continue;
    grad.b[o] = grad.b[o]! + d;
    const row = o * layer.inputs;
    if (inked) {
      for (const k of inked) grad.w[row + k] = grad.w[row + k]! + d * input[k]!;
    } else {
      for (let k = 0; k < layer.inputs; k++) {
        grad.w[row + k] = grad.w[row + k]! + d * input[k]!;
        if (dInput) dInput[k] = dInput[k]! + d * layer.weights[row + k]!;
      }
    }
  }
}

/**
 * `delta` = softmax(`scores`) − the one-hot `label` (the gradient of cross-entropy at the scores); in double precision
 * (the exponentials rounded to single, as they always were: the dense networks train to the same bytes as before).
 */
function softmaxDelta(scores: Float32Array, top: number, label: number, delta: Float64Array): void {
  let total = 0;
  for (let o = 0; o < scores.length; o++) { delta[o] = Math.fround(Math.exp(scores[o]! - top)); total += delta[o]!; }
  for (let o = 0; o < scores.length; o++) delta[o] = delta[o]! / total - (o === label ? 1 : 0);
}

/** The weights and biases of a network with their gradient and Adam's two moments. */
interface Parameters { values: Float32Array; grad: Float32Array; first: Float32Array; second: Float32Array; decay: number }
function parameters(layer: { weights: Float32Array; bias: Float32Array }, weightDecay: number): [Parameters, Parameters] {
  const of = (values: Float32Array, decay: number): Parameters => ({ values, grad: new Float32Array(values.length), first: new Float32Array(values.length), second: new Float32Array(values.length), decay });
  return [of(layer.weights, weightDecay), of(layer.bias, 0)];
}

/**
 * Minibatches of 32 in a seeded order, Adam with the learning rate falling linearly to a tenth: `learn(index)` adds
 * one example's gradient to the parameters' `grad`.
 */
function optimize(count: number, options: { epochs: number; learningRate: number }, next: () => number, all: readonly Parameters[], learn: (index: number) => void): void {
  const order = Array.from({ length: count }, (_, i) => i);
  const batch = 32;
  const [beta1, beta2, epsilon] = [0.9, 0.999, 1e-8];
  let step = 0;
  const totalSteps = options.epochs * Math.ceil(count / batch);
  for (let epoch = 0; epoch < options.epochs; epoch++) {
    for (let i = order.length - 1; i > 0; i--) {
      const j = Math.floor(next() * (i + 1));
      [order[i], order[j]] = [order[j]!, order[i]!];
    }
    for (let start = 0; start < order.length; start += batch) {
      for (const { grad } of all) grad.fill(0);
      const members = order.slice(start, start + batch);
      for (const index of members) learn(index);
      step++;
      const rate = options.learningRate * (1 - 0.9 * (step / totalSteps));
      const correction1 = 1 - beta1 ** step;
      const correction2 = 1 - beta2 ** step;
      for (const { values, grad, first, second, decay } of all) {
        for (let k = 0; k < values.length; k++) {
          const g = grad[k]! / members.length + decay * values[k]!;
          first[k] = beta1 * first[k]! + (1 - beta1) * g;
          second[k] = beta2 * second[k]! + (1 - beta2) * g * g;
          values[k] = values[k]! - (rate * (first[k]! / correction1)) / (Math.sqrt(second[k]! / correction2) + epsilon);
        }
      }
    }
  }
}

/** A dense network (one hidden layer): softmax cross-entropy, minibatches of 32, Adam. */
export function train(examples: readonly Example[], options: TrainOptions = DEFAULT_TRAINING): DenseLayer[] {
  const next = seededRandom(options.seed);
  const gaussian = () => Math.sqrt(-2 * Math.log(1 - next())) * Math.cos(2 * Math.PI * next());
  const inputs = options.inputs ?? examples[0]!.features.length;
  const sizes = [inputs, options.hidden, BODY_CLASSES.length];
  const layers: DenseLayer[] = sizes.slice(1).map((outputs, i) => ({ inputs: sizes[i]!, outputs, weights: initialWeights(sizes[i]! * outputs, sizes[i]!, gaussian), bias: new Float32Array(outputs) }));
  const all = layers.flatMap((layer) => parameters(layer, options.weightDecay));
  const grads = layers.map((_, l) => ({ w: all[2 * l]!.grad, b: all[2 * l + 1]!.grad }));
  // Most direction features are 0 (cells the letter leaves empty): sums and gradients skip them, the same numbers faster.
  const inked = examples.map(({ features }) => Int32Array.from(Array.from(features.subarray(0, inputs).keys()).filter((k) => features[k] !== 0)));
  const hidden = new Float32Array(options.hidden);
  const out = new Float32Array(BODY_CLASSES.length);
  const delta = new Float64Array(BODY_CLASSES.length);
  const dHidden = new Float32Array(options.hidden);
  const [first, second] = layers as [DenseLayer, DenseLayer];
  optimize(examples.length, options, next, all, (index) => {
    const { features, label } = examples[index]!;
    denseForward(first, features, hidden, true, inked[index]);
    softmaxDelta(out, denseForward(second, hidden, out, false), label, delta);
    dHidden.fill(0);
    denseBackward(second, grads[1]!, hidden, delta, dHidden);
    for (let h = 0; h < first.outputs; h++) if (hidden[h]! <= 0) dHidden[h] = 0;
    denseBackward(first, grads[0]!, features, dHidden, undefined, inked[index]);
  });
  return layers;
}

/** A convolutional network: `filters` per convolution (each then pooled 2 × 2), `hidden` dense units. */
export interface ConvolutionalOptions { filters: number[]; hidden: number; epochs: number; seed: number; learningRate: number; weightDecay: number }

/** Where the training examples' direction maps start (they are computed with the stretched features too). */
const TRAINING_MAPS_AT = mapsAt(TRAINING_FEATURES);

/**
 * A convolutional network on the 16 × 16 direction maps (`conv-net.ts` for its forward pass), the zone features
 * joined to its pooled maps: softmax cross-entropy, minibatches of 32, Adam, as the dense networks.
 */
export function trainConvolutional(examples: readonly Example[], options: ConvolutionalOptions): ConvolutionalNetwork {
  const next = seededRandom(options.seed);
  const gaussian = () => Math.sqrt(-2 * Math.log(1 - next())) * Math.cos(2 * Math.PI * next());
  let side = MAP_SIZE;
  let depth = MAP_CHANNELS;
  const convolutions = options.filters.map((outputs): Convolution => {
    const fanIn = KERNEL * KERNEL * depth;
    const convolution = { size: side, inputs: depth, outputs, weights: initialWeights(fanIn * outputs, fanIn, gaussian), bias: new Float32Array(outputs) };
    side /= 2;
    depth = outputs;
    return convolution;
  });
  const pooledLength = side * side * depth;
  const sizes = [pooledLength + ZONE_FEATURES, options.hidden, BODY_CLASSES.length];
  const dense: DenseLayer[] = sizes.slice(1).map((outputs, i) => ({ inputs: sizes[i]!, outputs, weights: initialWeights(sizes[i]! * outputs, sizes[i]!, gaussian), bias: new Float32Array(outputs) }));
  const convolutionParameters = convolutions.map((convolution) => parameters(convolution, options.weightDecay));
  const denseParameters = dense.map((layer) => parameters(layer, options.weightDecay));
  const buffers = convolutions.map(({ size, outputs }) => ({
    rectified: new Float32Array(size * size * outputs), dRectified: new Float32Array(size * size * outputs),
    pooled: new Float32Array((size / 2) ** 2 * outputs), dPooled: new Float32Array((size / 2) ** 2 * outputs), from: new Int32Array((size / 2) ** 2 * outputs),
  }));
  const joined = new Float32Array(sizes[0]!);
  const dJoined = new Float32Array(sizes[0]!);
  const hidden = new Float32Array(options.hidden);
  const dHidden = new Float32Array(options.hidden);
  const out = new Float32Array(BODY_CLASSES.length);
  const delta = new Float64Array(BODY_CLASSES.length);
  const grad = ([weights, bias]: [Parameters, Parameters]) => ({ w: weights.grad, b: bias.grad });
  optimize(examples.length, options, next, [...convolutionParameters.flat(), ...denseParameters.flat()], (index) => {
    const { features, label } = examples[index]!;
    const maps = features.subarray(TRAINING_MAPS_AT, TRAINING_MAPS_AT + MAP_SIZE * MAP_SIZE * MAP_CHANNELS);
    const inputOf = (l: number) => (l === 0 ? maps : buffers[l - 1]!.pooled);
    convolutions.forEach((convolution, l) => {
      const { rectified, pooled, from } = buffers[l]!;
      convolve(convolution, inputOf(l), rectified);
      pool(rectified, convolution.size, convolution.outputs, pooled, from);
    });
    joined.set(buffers.at(-1)!.pooled);
    joined.set(features.subarray(ZONE_AT, ZONE_AT + ZONE_FEATURES), pooledLength);
    const [first, second] = dense as [DenseLayer, DenseLayer];
    denseForward(first, joined, hidden, true);
    softmaxDelta(out, denseForward(second, hidden, out, false), label, delta);
    dHidden.fill(0);
    denseBackward(second, grad(denseParameters[1]!), hidden, delta, dHidden);
    for (let h = 0; h < first.outputs; h++) if (hidden[h]! <= 0) dHidden[h] = 0;
    dJoined.fill(0);
    denseBackward(first, grad(denseParameters[0]!), joined, dHidden, dJoined);
    buffers.at(-1)!.dPooled.set(dJoined.subarray(0, pooledLength));
    for (let l = convolutions.length - 1; l >= 0; l--) {
      const { rectified, dRectified, dPooled, from } = buffers[l]!;
      // Back through the pooling (to the cell each maximum came from) and the rectifier.
      dRectified.fill(0);
      for (let k = 0; k < from.length; k++) if (rectified[from[k]!]! > 0) dRectified[from[k]!] = dRectified[from[k]!]! + dPooled[k]!;
      const below = l > 0 ? buffers[l - 1]!.dPooled : undefined;
      below?.fill(0);
      convolveBackward(convolutions[l]!, grad(convolutionParameters[l]!), inputOf(l), dRectified, below);
    }
  });
  return { kind: 'convolutional', convolutions, dense };
}

/** Adds the convolution's gradient for the output gradient `delta` at `input`, and, when given, its input's to `dInput`. */
function convolveBackward({ size, inputs, outputs, weights }: Convolution, grad: { w: Float32Array; b: Float32Array }, input: Float32Array, delta: Float32Array, dInput?: Float32Array): void {
  const half = (KERNEL - 1) / 2;
  for (let y = 0; y < size; y++) {
    for (let x = 0; x < size; x++) {
      const cell = (y * size + x) * outputs;
      for (let o = 0; o < outputs; o++) {
        const d = delta[cell + o]!;
        if (d === 0) continue;
        grad.b[o] = grad.b[o]! + d;
        for (let ky = 0; ky < KERNEL; ky++) {
          const yy = y + ky - half;
          if (yy < 0 || yy >= size) continue;
          for (let kx = 0; kx < KERNEL; kx++) {
            const xx = x + kx - half;
            if (xx < 0 || xx >= size) continue;
            const from = (yy * size + xx) * inputs;
            const row = ((o * KERNEL + ky) * KERNEL + kx) * inputs;
            for (let i = 0; i < inputs; i++) {
              grad.w[row + i] = grad.w[row + i]! + d * input[from + i]!;
              if (dInput) dInput[from + i] = dInput[from + i]! + d * weights[row + i]!;
            }
          }
        }
      }
    }
  }
}

/** A layer's weights as signed bytes (one scale per layer), biases rounded. */
function exportLayer({ inputs, outputs, weights, bias }: { inputs: number; outputs: number; weights: Float32Array; bias: Float32Array }): LayerData {
  const largest = weights.reduce((max, value) => Math.max(max, Math.abs(value)), 0) || 1;
  const scale = largest / 127;
  const bytes = Buffer.from(Int8Array.from(weights, (value) => Math.round(value / scale)).buffer);
  return { inputs, outputs, scale, weights: bytes.toString('base64'), bias: Array.from(bias, (value) => Math.round(value * 1e4) / 1e4) };
}

/**
 * The trained networks as the recognizer loads them; `features`: what the recognizer will compute (where the
 * convolutional networks find their maps).
 */
export function exportModel(networks: readonly Network[], features: FeatureOptions = {}): ModelData {
  return {
    classes: BODY_CLASSES,
    networks: networks.map((network) => Array.isArray(network)
      ? network.map(exportLayer)
      : { kind: 'convolutional', mapsAt: mapsAt(features), size: MAP_SIZE, channels: MAP_CHANNELS, zoneAt: ZONE_AT, zone: ZONE_FEATURES, convolutions: network.convolutions.map(exportLayer), dense: network.dense.map(exportLayer) }),
  };
}
