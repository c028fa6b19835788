/**
 * Training the handwriting body classifier (`frontend/…/recognizer/classifier.ts`) offline, in plain TypeScript:
 * the training letters, one-hidden-layer networks trained with Adam on softmax cross-entropy, their 8-bit export, and
 * the settings tried. Used by `bench/handwriting-train.ts` (the shipped model, `SHIPPED_SETTING`) and
 * `bench/handwriting-tune.ts` (each of `TUNED_SETTINGS` measured on the validation fonts).
 */
import { BODY_FEATURE_LENGTH, bodyFeatures, STRETCHED_FEATURE_LENGTH } from '../frontend/src/features/spelling/handwriting/recognizer/body-features.ts';
import type { ModelData } from '../frontend/src/features/spelling/handwriting/recognizer/classifier.ts';
import { boundingBox, type Point, type Stroke } from '../frontend/src/features/spelling/handwriting/recognizer/geometry.ts';
import { BASELINE, X_HEIGHT } from '../frontend/src/features/spelling/handwriting/recognizer/guides.ts';
import type { View } from '../frontend/src/features/spelling/handwriting/recognizer/recognize.ts';
import { splitMarks } from '../frontend/src/features/spelling/handwriting/recognizer/marks.ts';
import { fontPaths, SAMPLE_LETTERS, varied, type Level, type Variation } from '../frontend/src/features/spelling/handwriting/recognizer/samples/writer-samples.ts';
import { bodyTemplates } from '../frontend/src/features/spelling/handwriting/recognizer/templates.ts';

export interface Example {
  features: Float32Array;
  label: number;
  /** Where it comes from: a font id, or `templates`. */
  source: string;
}

/** The bodies the network tells apart: the marks (accents, dots, a detached cedilla) are read apart and set on them. */
export const BODY_CLASSES = ['a', 'b', 'c', 'd', 'e', 'f', 'g', 'h', 'ı', 'ȷ', 'k', 'l', 'm', 'n', 'o', 'p', 'q', 'r', 's', 't', 'u', 'v', 'w', 'x', 'y', 'z', 'ç', 'œ', 'æ', '-', '\''];
const BASE: Record<string, string> = { i: 'ı', î: 'ı', ï: 'ı', j: 'ȷ', é: 'e', è: 'e', ê: 'e', ë: 'e', à: 'a', â: 'a', ù: 'u', û: 'u', ü: 'u', ô: 'o' };

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
      return { features: bodyFeatures(body, true), label };
    }),
    source,
  };
}

/**
 * Variations per level of each training letter (the seeds differ from every test sample's); `distorted`: how many
 * more, bent by `distort` first.
 */
export interface Augmentation { perLevel: number; distorted?: number }

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
  const next = random(seedOf(seed));
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

function seedOf(text: string): number {
  let hash = 2166136261;
  for (const char of text) hash = Math.imul(hash ^ char.codePointAt(0)!, 16777619);
  return hash >>> 0;
}

/**
 * Every letter of each font, drawn once clean and `perLevel` times at the light, the strong and the broad level, and
 * `distorted` times bent by `distort` then drawn at the light or the strong level.
 */
export function fontExamples(fontIds: readonly string[], { perLevel, distorted = 0 }: Augmentation): Example[] {
  const examples: Example[] = [];
  for (const font of fontIds) {
    for (const letter of SAMPLE_LETTERS) {
      const paths = fontPaths(font, letter);
      const example = (seed: string, draw: () => Stroke[]) => examples.push(bodyExample(seed, draw, letter, font));
      example(`train/${font}/${letter}/0`, () => varied(paths, `train/${font}/${letter}/0`, 0));
      for (const level of [1, 2] as Level[]) {
        for (let repetition = 1; repetition <= perLevel; repetition++) {
          const seed = `train/${font}/${letter}/${level}/${repetition}`;
          example(seed, () => varied(paths, seed, level));
        }
      }
      for (let repetition = 1; repetition <= perLevel; repetition++) {
        const seed = `train/${font}/${letter}/broad/${repetition}`;
        example(seed, () => varied(paths, seed, 2, BROAD));
      }
      for (let repetition = 1; repetition <= distorted; repetition++) {
        const seed = `train/${font}/${letter}/distorted/${repetition}`;
        example(seed, () => varied(distort(paths, seed), seed, repetition % 2 === 0 ? 2 : 1));
      }
    }
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
    const example = (seed: string, draw: () => Stroke[]) => examples.push({ ...cached(seed, () => ({ features: bodyFeatures(draw(), true), label: classIndex })), source: 'templates' });
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
};

/** One way of training the classifier: its letters, its network, how many networks (seeds) are averaged. */
export interface Setting {
  name: string;
  augmentation: Augmentation;
  templates: Augmentation;
  network: TrainOptions;
  members: number;
  /** The views the recognizer averages over with this model (a key of `VIEW_SETS`; `one` when absent). */
  views?: string;
}

/** The features the recognizer computes (261), without the stretched direction features. */
const UNSTRETCHED = BODY_FEATURE_LENGTH;
const FIRST_MODEL: Setting = { name: 'first-model', augmentation: { perLevel: 8 }, templates: { perLevel: 10 }, network: { ...DEFAULT_TRAINING, hidden: 96, epochs: 30, inputs: UNSTRETCHED }, members: 1 };
const DISTORTED = { augmentation: { perLevel: 8, distorted: 8 }, templates: { perLevel: 10, distorted: 5 } };
const STRETCHED = { ...FIRST_MODEL.network, inputs: STRETCHED_FEATURE_LENGTH };

/** Every setting tried on the validation fonts (`bench/handwriting-tune.ts`), in the order they were tried. */
export const TUNED_SETTINGS: readonly Setting[] = [
  FIRST_MODEL,
  { ...FIRST_MODEL, name: 'distorted', ...DISTORTED },
  { ...FIRST_MODEL, name: 'stretched', network: STRETCHED },
  { ...FIRST_MODEL, name: 'distorted+stretched', ...DISTORTED, network: STRETCHED },
  { ...FIRST_MODEL, name: 'distorted×3', ...DISTORTED, members: 3 },
];

/** The setting the shipped model is trained with (on every training font): the best on the validation fonts. */
export const SHIPPED_SETTING: Setting = { ...TUNED_SETTINGS.find(({ name }) => name === 'distorted×3')!, views: 'turned' };

/** `members` networks trained alike from consecutive seeds. */
export function trainEnsemble(examples: readonly Example[], { network, members }: Setting): DenseLayer[][] {
  return Array.from({ length: members }, (_, member) => train(examples, { ...network, seed: network.seed + member }));
}

interface DenseLayer { inputs: number; outputs: number; weights: Float32Array; bias: Float32Array }

function random(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** Softmax cross-entropy, minibatches of 32, Adam with the learning rate falling linearly to a tenth. */
export function train(examples: readonly Example[], options: TrainOptions = DEFAULT_TRAINING): DenseLayer[] {
  const next = random(options.seed);
  const gaussian = () => Math.sqrt(-2 * Math.log(1 - next())) * Math.cos(2 * Math.PI * next());
  const inputs = options.inputs ?? examples[0]!.features.length;
  const sizes = [inputs, options.hidden, BODY_CLASSES.length];
  const layers: DenseLayer[] = sizes.slice(1).map((outputs, i) => ({
    inputs: sizes[i]!, outputs,
    weights: Float32Array.from({ length: sizes[i]! * outputs }, () => gaussian() * Math.sqrt(2 / sizes[i]!)),
    bias: new Float32Array(outputs),
  }));
  const moments = layers.map((layer) => ({ mw: new Float32Array(layer.weights.length), vw: new Float32Array(layer.weights.length), mb: new Float32Array(layer.outputs), vb: new Float32Array(layer.outputs) }));
  const grads = layers.map((layer) => ({ w: new Float32Array(layer.weights.length), b: new Float32Array(layer.outputs) }));
  const order = examples.map((_, i) => i);
  // Most direction features are 0 (cells the letter leaves empty): sums and gradients skip them, the same numbers faster.
  const inked = examples.map(({ features }) => Int32Array.from(Array.from(features.subarray(0, inputs).keys()).filter((k) => features[k] !== 0)));
  const batch = 32;
  const [beta1, beta2, epsilon] = [0.9, 0.999, 1e-8];
  let step = 0;
  const totalSteps = options.epochs * Math.ceil(examples.length / batch);
  const hidden = new Float32Array(options.hidden);
  const out = new Float32Array(BODY_CLASSES.length);
  const dHidden = new Float32Array(options.hidden);
  for (let epoch = 0; epoch < options.epochs; epoch++) {
    for (let i = order.length - 1; i > 0; i--) {
      const j = Math.floor(next() * (i + 1));
      [order[i], order[j]] = [order[j]!, order[i]!];
    }
    for (let start = 0; start < order.length; start += batch) {
      for (const grad of grads) { grad.w.fill(0); grad.b.fill(0); }
      const members = order.slice(start, start + batch);
      for (const index of members) {
        const { features, label } = examples[index]!;
        const nonZero = inked[index]!;
        const [first, second] = layers as [DenseLayer, DenseLayer];
        for (let h = 0; h < first.outputs; h++) {
          let sum = first.bias[h]!;
          const row = h * first.inputs;
          for (const k of nonZero) sum += first.weights[row + k]! * features[k]!;
          hidden[h] = sum > 0 ? sum : 0;
        }
        let top = -Infinity;
        for (let o = 0; o < second.outputs; o++) {
          let sum = second.bias[o]!;
          const row = o * second.inputs;
          for (let k = 0; k < second.inputs; k++) sum += second.weights[row + k]! * hidden[k]!;
          out[o] = sum;
          if (sum > top) top = sum;
        }
        let total = 0;
        for (let o = 0; o < out.length; o++) { out[o] = Math.exp(out[o]! - top); total += out[o]!; }
        dHidden.fill(0);
        for (let o = 0; o < out.length; o++) {
          const delta = out[o]! / total - (o === label ? 1 : 0);
          grads[1]!.b[o] = grads[1]!.b[o]! + delta;
          const row = o * second.inputs;
          for (let k = 0; k < second.inputs; k++) {
            grads[1]!.w[row + k] = grads[1]!.w[row + k]! + delta * hidden[k]!;
            dHidden[k] = dHidden[k]! + delta * second.weights[row + k]!;
          }
        }
        for (let h = 0; h < first.outputs; h++) {
          if (hidden[h]! <= 0) continue;
          const delta = dHidden[h]!;
          grads[0]!.b[h] = grads[0]!.b[h]! + delta;
          const row = h * first.inputs;
          for (const k of nonZero) grads[0]!.w[row + k] = grads[0]!.w[row + k]! + delta * features[k]!;
        }
      }
      step++;
      const rate = options.learningRate * (1 - 0.9 * (step / totalSteps));
      const correction1 = 1 - beta1 ** step;
      const correction2 = 1 - beta2 ** step;
      layers.forEach((layer, l) => {
        const m = moments[l]!;
        const update = (values: Float32Array, grad: Float32Array, first: Float32Array, second: Float32Array, decay: number) => {
          for (let k = 0; k < values.length; k++) {
            const g = grad[k]! / members.length + decay * values[k]!;
            first[k] = beta1 * first[k]! + (1 - beta1) * g;
            second[k] = beta2 * second[k]! + (1 - beta2) * g * g;
            values[k] = values[k]! - (rate * (first[k]! / correction1)) / (Math.sqrt(second[k]! / correction2) + epsilon);
          }
        };
        update(layer.weights, grads[l]!.w, m.mw, m.vw, options.weightDecay);
        update(layer.bias, grads[l]!.b, m.mb, m.vb, 0);
      });
    }
  }
  return layers;
}

/** The trained networks as the recognizer loads them: weights as signed bytes (one scale per layer), biases rounded. */
export function exportModel(networks: readonly (readonly DenseLayer[])[]): ModelData {
  return {
    classes: BODY_CLASSES,
    networks: networks.map((layers) => layers.map(({ inputs, outputs, weights, bias }) => {
      const largest = weights.reduce((max, value) => Math.max(max, Math.abs(value)), 0) || 1;
      const scale = largest / 127;
      const bytes = Buffer.from(Int8Array.from(weights, (value) => Math.round(value / scale)).buffer);
      return { inputs, outputs, scale, weights: bytes.toString('base64'), bias: Array.from(bias, (value) => Math.round(value * 1e4) / 1e4) };
    })),
  };
}
