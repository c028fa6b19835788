import { convolve, KERNEL, pool, type Convolution } from './conv-net';

/**
 * A few small neural networks that tell a letter's body from its `bodyFeatures`: dense ones (one hidden layer of
 * rectified units, softmax out) reading the 8 × 8 direction features, and convolutional ones reading the 16 × 16
 * direction maps (`conv-net.ts`); their probabilities are averaged (an ensemble errs less than any of its members).
 * Trained offline by `bench/handwriting-train.ts`; the weights ship as 8-bit integers with one scale per layer
 * (`body-model.json`), decoded once when the chunk loads. Nothing is fetched at run time.
 */
export interface LayerData {
  inputs: number;
  outputs: number;
  /** The real weight is `byte × scale`; bytes row by row (one row per output), base64. */
  scale: number;
  weights: string;
  bias: number[];
}

/**
 * A convolutional network: its convolutions (each layer's `inputs` and `outputs` are channels; KERNEL² × inputs ×
 * outputs weights) each followed by a 2 × 2 max-pooling, then dense layers reading the pooled maps followed by the
 * zone features.
 */
export interface ConvolutionalData {
  kind: 'convolutional';
  /** Where the direction maps start in the features, their side in cells and their channels. */
  mapsAt: number;
  size: number;
  channels: number;
  /** Where the zone features sit in the features, and how many. */
  zoneAt: number;
  zone: number;
  convolutions: LayerData[];
  dense: LayerData[];
}

export interface ModelData {
  classes: string[];
  /** Each network: a dense one's layers, input first, or a convolutional one. */
  networks: (LayerData[] | ConvolutionalData)[];
}

interface Layer {
  inputs: number;
  outputs: number;
  weights: Float32Array;
  bias: Float32Array;
}

type Network = (features: Float32Array) => Float32Array;

export type Classify = (features: Float32Array) => { label: string; probability: number }[];

function decode(base64: string): Int8Array {
  const binary = atob(base64);
  const bytes = new Int8Array(binary.length);
  for (let i = 0; i < binary.length; i++) bytes[i] = (binary.charCodeAt(i) << 24) >> 24;
  return bytes;
}

/** The model as a function from features to every class with its probability, most likely first. */
export function classifier(model: ModelData): Classify {
  const networks = model.networks.map((network): Network => {
    if (!Array.isArray(network)) return convolutional(network);
    const layers = network.map((layer) => decodeLayer(layer));
    return (features) => forward(layers, features);
  });
  return (features) => {
    const average = new Float32Array(model.classes.length);
    for (const network of networks) {
      const probabilities = softmax(network(features));
      for (let c = 0; c < average.length; c++) average[c] = average[c]! + probabilities[c]! / networks.length;
    }
    return model.classes.map((label, i) => ({ label, probability: average[i]! })).sort((a, b) => b.probability - a.probability);
  };
}

/** Whether the features hold direction maps for a convolutional network (the reader computes them only then). */
export function readsMaps(model: ModelData): boolean {
  return model.networks.some((network) => !Array.isArray(network));
}

function convolutional({ mapsAt, size, channels, zoneAt, zone, convolutions, dense }: ConvolutionalData): Network {
  let side = size;
  let depth = channels;
  const steps = convolutions.map((layer) => {
    if (layer.inputs !== depth || side % 2 !== 0) throw new Error('Handwriting model: layer sizes do not match');
    const convolution: Convolution = { ...decodeLayer(layer, KERNEL * KERNEL), size: side };
    const step = { convolution, rectified: new Float32Array(side * side * layer.outputs), pooled: new Float32Array((side / 2) ** 2 * layer.outputs) };
    side /= 2;
    depth = layer.outputs;
    return step;
  });
  const layers = dense.map((layer) => decodeLayer(layer));
  const joined = new Float32Array(side * side * depth + zone);
  if (layers[0]?.inputs !== joined.length) throw new Error('Handwriting model: layer sizes do not match');
  return (features) => {
    let maps = features.subarray(mapsAt, mapsAt + size * size * channels);
    for (const { convolution, rectified, pooled } of steps) {
      convolve(convolution, maps, rectified);
      pool(rectified, convolution.size, convolution.outputs, pooled);
      maps = pooled;
    }
    joined.set(maps);
    joined.set(features.subarray(zoneAt, zoneAt + zone), maps.length);
    return forward(layers, joined);
  };
}

/** `cells`: weights per input and output (a convolution's kernel has KERNEL² of them). */
function decodeLayer({ inputs, outputs, scale, weights, bias }: LayerData, cells = 1): Layer {
  const bytes = decode(weights);
  if (bytes.length !== inputs * outputs * cells || bias.length !== outputs) throw new Error('Handwriting model: layer sizes do not match');
  return { inputs, outputs, weights: Float32Array.from(bytes, (byte) => byte * scale), bias: Float32Array.from(bias) };
}

/** The last layer's sums (before the softmax); the features may be longer than the first layer reads. */
function forward(layers: readonly Layer[], features: Float32Array): Float32Array {
  let activations = features;
  layers.forEach((layer, index) => {
    const next = new Float32Array(layer.outputs);
    for (let o = 0; o < layer.outputs; o++) {
      let sum = layer.bias[o]!;
      const row = o * layer.inputs;
      for (let i = 0; i < layer.inputs; i++) sum += layer.weights[row + i]! * activations[i]!;
      // Rectified hidden units; the last layer's sums go to the softmax.
      next[o] = index < layers.length - 1 ? Math.max(0, sum) : sum;
    }
    activations = next;
  });
  return activations;
}

function softmax(scores: Float32Array): Float32Array {
  const top = Math.max(...scores);
  const exponentials = Float32Array.from(scores, (value) => Math.exp(value - top));
  const total = exponentials.reduce((sum, value) => sum + value, 0);
  return exponentials.map((value) => value / total);
}
