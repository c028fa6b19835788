/**
 * A few small neural networks (one hidden layer of rectified units, softmax out), trained alike from different
 * seeds, that tell a letter's body from its `bodyFeatures`; their probabilities are averaged (an ensemble errs less
 * than any of its members). Trained offline by `bench/handwriting-train.ts`; the weights ship as 8-bit integers with
 * one scale per layer (`body-model.json`), decoded once when the chunk loads. Nothing is fetched at run time.
 */
export interface LayerData {
  inputs: number;
  outputs: number;
  /** The real weight is `byte × scale`; bytes row by row (one row per output), base64. */
  scale: number;
  weights: string;
  bias: number[];
}

export interface ModelData {
  classes: string[];
  /** Each network's layers, input first. */
  networks: LayerData[][];
}

interface Layer {
  inputs: number;
  outputs: number;
  weights: Float32Array;
  bias: Float32Array;
}

export type Classify = (features: Float32Array) => { label: string; probability: number }[];

function decode(base64: string): Int8Array {
  const binary = atob(base64);
  const bytes = new Int8Array(binary.length);
  for (let i = 0; i < binary.length; i++) bytes[i] = (binary.charCodeAt(i) << 24) >> 24;
  return bytes;
}

/** The model as a function from features to every class with its probability, most likely first. */
export function classifier(model: ModelData): Classify {
  const networks = model.networks.map((layers) => layers.map(decodeLayer));
  return (features) => {
    const average = new Float32Array(model.classes.length);
    for (const layers of networks) {
      const probabilities = softmax(forward(layers, features));
      for (let c = 0; c < average.length; c++) average[c] = average[c]! + probabilities[c]! / networks.length;
    }
    return model.classes.map((label, i) => ({ label, probability: average[i]! })).sort((a, b) => b.probability - a.probability);
  };
}

function decodeLayer({ inputs, outputs, scale, weights, bias }: LayerData): Layer {
  const bytes = decode(weights);
  if (bytes.length !== inputs * outputs || bias.length !== outputs) throw new Error('Handwriting model: layer sizes do not match');
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
