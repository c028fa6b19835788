/**
 * A small neural network (one hidden layer of rectified units, softmax out) that tells a letter's body from its
 * `bodyFeatures`. Trained offline by `bench/handwriting-train.ts`; the weights ship as 8-bit integers with one scale
 * per layer (`body-model.json`), decoded once when the chunk loads. Nothing is fetched at run time.
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
  layers: LayerData[];
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
  const layers: Layer[] = model.layers.map(({ inputs, outputs, scale, weights, bias }) => {
    const bytes = decode(weights);
    if (bytes.length !== inputs * outputs || bias.length !== outputs) throw new Error('Handwriting model: layer sizes do not match');
    return { inputs, outputs, weights: Float32Array.from(bytes, (byte) => byte * scale), bias: Float32Array.from(bias) };
  });
  return (features) => {
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
    const top = Math.max(...activations);
    const exponentials = Array.from(activations, (value) => Math.exp(value - top));
    const total = exponentials.reduce((sum, value) => sum + value, 0);
    return model.classes.map((label, i) => ({ label, probability: exponentials[i]! / total })).sort((a, b) => b.probability - a.probability);
  };
}
