/**
 * Training the handwriting body classifier (`frontend/…/recognizer/classifier.ts`) offline, in plain TypeScript:
 * the training letters, a one-hidden-layer network trained with Adam on softmax cross-entropy, and its 8-bit export.
 * Used by `bench/handwriting-train.ts` (the shipped model) and `bench/handwriting.ts` (leave-one-font-out
 * cross-validation: each font read by a model that never saw it).
 */
import { bodyFeatures } from '../frontend/src/features/spelling/handwriting/recognizer/body-features.ts';
import type { ModelData } from '../frontend/src/features/spelling/handwriting/recognizer/classifier.ts';
import { boundingBox, type Point, type Stroke } from '../frontend/src/features/spelling/handwriting/recognizer/geometry.ts';
import { BASELINE, X_HEIGHT } from '../frontend/src/features/spelling/handwriting/recognizer/guides.ts';
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

/** The body of a drawn letter, labelled with its base: « é » is an « e » body, a « ç » with its cedilla apart a « c ». */
function bodyExample(strokes: Stroke[], letter: string, source: string): Example {
  const { body, below } = splitMarks(strokes);
  const base = letter === 'ç' && below.length > 0 ? 'c' : BASE[letter] ?? letter;
  const label = BODY_CLASSES.indexOf(base);
  if (label < 0) throw new Error(`No body class for « ${letter} »`);
  return { features: bodyFeatures(body), label, source };
}

/** Variations per level of each training letter (the seeds differ from every test sample's). */
export interface Augmentation { perLevel: number }

/**
 * Beyond the test levels: proportions bent much further (a narrow or a wide hand), for training only, so the network
 * learns shapes rather than one font's proportions.
 */
const BROAD: Variation = { rotationDegrees: 10, shear: 0.3, scale: 0.25, aspect: 0.3, shift: 8, tremor: 1, wobble: 1.5, splitChance: 0.3, reorder: true };

/** Every letter of each font, drawn once clean and `perLevel` times at the light, the strong and the broad level. */
export function fontExamples(fontIds: readonly string[], { perLevel }: Augmentation): Example[] {
  const examples: Example[] = [];
  for (const font of fontIds) {
    for (const letter of SAMPLE_LETTERS) {
      const paths = fontPaths(font, letter);
      examples.push(bodyExample(varied(paths, `train/${font}/${letter}/0`, 0), letter, font));
      for (const level of [1, 2] as Level[]) {
        for (let repetition = 1; repetition <= perLevel; repetition++) examples.push(bodyExample(varied(paths, `train/${font}/${letter}/${level}/${repetition}`, level), letter, font));
      }
      for (let repetition = 1; repetition <= perLevel; repetition++) examples.push(bodyExample(varied(paths, `train/${font}/${letter}/broad/${repetition}`, 2, BROAD), letter, font));
    }
  }
  return examples;
}

/** The hand-authored templates (x-height 1, baseline 0) placed on the box's guide lines, drawn the same ways. */
export function templateExamples({ perLevel }: Augmentation): Example[] {
  const examples: Example[] = [];
  bodyTemplates.forEach(({ label, strokes }, index) => {
    const box = boundingBox(strokes.flat());
    const paths: Point[][] = strokes.map((stroke) => stroke.map(({ x, y }) => ({ x: 50 + (x - (box.left + box.right) / 2) * X_HEIGHT, y: BASELINE + y * X_HEIGHT })));
    const classIndex = BODY_CLASSES.indexOf(label);
    for (const level of [1, 2] as Level[]) {
      for (let repetition = 1; repetition <= perLevel; repetition++) {
        examples.push({ features: bodyFeatures(varied(paths, `template/${index}/${level}/${repetition}`, level)), label: classIndex, source: 'templates' });
      }
    }
    for (let repetition = 1; repetition <= perLevel; repetition++) {
      examples.push({ features: bodyFeatures(varied(paths, `template/${index}/broad/${repetition}`, 2, BROAD)), label: classIndex, source: 'templates' });
    }
  });
  return examples;
}

export interface TrainOptions { hidden: number; epochs: number; seed: number; learningRate: number; weightDecay: number }
export const DEFAULT_TRAINING: TrainOptions = { hidden: 64, epochs: 40, seed: 1, learningRate: 0.003, weightDecay: 1e-4 };

/** The shipped model's settings (chosen on the training fonts' fit and the held-out measure of three tries: docs/handwriting.md). */
export const SHIPPED_TRAINING = {
  augmentation: { perLevel: 8 },
  templates: { perLevel: 10 },
  network: { ...DEFAULT_TRAINING, hidden: 96, epochs: 30 },
} as const;

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
  const inputs = examples[0]!.features.length;
  const sizes = [inputs, options.hidden, BODY_CLASSES.length];
  const layers: DenseLayer[] = sizes.slice(1).map((outputs, i) => ({
    inputs: sizes[i]!, outputs,
    weights: Float32Array.from({ length: sizes[i]! * outputs }, () => gaussian() * Math.sqrt(2 / sizes[i]!)),
    bias: new Float32Array(outputs),
  }));
  const moments = layers.map((layer) => ({ mw: new Float32Array(layer.weights.length), vw: new Float32Array(layer.weights.length), mb: new Float32Array(layer.outputs), vb: new Float32Array(layer.outputs) }));
  const grads = layers.map((layer) => ({ w: new Float32Array(layer.weights.length), b: new Float32Array(layer.outputs) }));
  const order = examples.map((_, i) => i);
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
        const [first, second] = layers as [DenseLayer, DenseLayer];
        for (let h = 0; h < first.outputs; h++) {
          let sum = first.bias[h]!;
          const row = h * first.inputs;
          for (let k = 0; k < first.inputs; k++) sum += first.weights[row + k]! * features[k]!;
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
          for (let k = 0; k < first.inputs; k++) grads[0]!.w[row + k] = grads[0]!.w[row + k]! + delta * features[k]!;
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

/** The trained layers as the recognizer loads them: weights as signed bytes (one scale per layer), biases rounded. */
export function exportModel(layers: readonly DenseLayer[]): ModelData {
  return {
    classes: BODY_CLASSES,
    layers: layers.map(({ inputs, outputs, weights, bias }) => {
      const largest = weights.reduce((max, value) => Math.max(max, Math.abs(value)), 0) || 1;
      const scale = largest / 127;
      const bytes = Buffer.from(Int8Array.from(weights, (value) => Math.round(value / scale)).buffer);
      return { inputs, outputs, scale, weights: bytes.toString('base64'), bias: Array.from(bias, (value) => Math.round(value * 1e4) / 1e4) };
    }),
  };
}
