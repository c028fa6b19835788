import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';

/**
 * French speech for the local cloud: espeak-ng compiled to WebAssembly (npm `espeak-ng`, GPL-3.0+, a dev tool that
 * never reaches Lambda or the browser), MP3-encoded with a pure-JS LAME port so the answer looks like Polly's.
 *
 * The 18 MB module is compiled once, on the first synthesis (never at start-up), and every synthesis instantiates it
 * afresh: the build is espeak-ng's CLI (it runs `main` once and exits), so an instance cannot take a second text.
 * Measured: instantiation and the runtime's set-up of its embedded data take ~150 ms of a ~200 ms synthesis.
 */

/** What the wasm build writes: 16-bit mono PCM at 22,050 Hz. */
export const ESPEAK_SAMPLE_RATE = 22_050;
/** Polly's MP3 for speech is 24 kHz at ~48 kbps; ours keeps espeak's rate and the same bit rate. */
const MP3_KBPS = 48;

export interface Speech {
  mp3: Buffer;
  /** Length of the audio in seconds. */
  seconds: number;
  /** Where the time went: espeak (instantiation, set-up and synthesis) and the MP3 encoding, in ms. */
  timings: { espeakMs: number; encodeMs: number };
}

export interface SpeechOptions {
  /** espeak-ng voice, `fr` (male) or a variant such as `fr+f3` (female). */
  voice: string;
}

/** Node's WebAssembly API: @types/node declares its types but not the global value (that is in lib "DOM"). */
const wasm = (globalThis as unknown as { WebAssembly: WasmApi }).WebAssembly;
interface WasmApi {
  compile(bytes: Uint8Array): Promise<WasmModule>;
  instantiate(module: WasmModule, imports: object): Promise<object>;
}
type WasmModule = object;

type Factory = (typeof import('espeak-ng'))['default'];
type Lame = typeof import('@breezystack/lamejs');
interface Engine { factory: Factory; module: WasmModule; lame: Lame }
let engine: Promise<Engine> | undefined;

/** Loads the glue and the encoder and compiles the module, once per process. */
function loadEngine(): Promise<Engine> {
  engine ??= (async () => {
    const wasmPath = createRequire(import.meta.url).resolve('espeak-ng').replace(/espeak-ng\.js$/, 'espeak-ng.wasm');
    const [{ default: factory }, module, lame] = await Promise.all([
      import('espeak-ng'),
      readFile(wasmPath).then((bytes) => wasm.compile(bytes)),
      import('@breezystack/lamejs'),
    ]);
    return { factory, module, lame };
  })();
  return engine;
}

/** One synthesis at a time: each is CPU-bound on this thread, so running two together only delays both. */
let queue: Promise<unknown> = Promise.resolve();

/** SSML (espeak's `-m`) in, MP3 out. */
export function synthesize(ssml: string, options: SpeechOptions): Promise<Speech> {
  const result = queue.then(() => synthesizeNow(ssml, options));
  queue = result.catch(() => undefined);
  return result;
}

async function synthesizeNow(ssml: string, { voice }: SpeechOptions): Promise<Speech> {
  const { factory, module, lame } = await loadEngine();
  const started = performance.now();
  const errors: string[] = [];
  const espeak = await factory({
    arguments: ['-m', '-v', voice, '-w', 'speech.wav', ssml],
    instantiateWasm: (imports, done) => {
      void wasm.instantiate(module, imports).then((instance) => done(instance, module));
      return {};
    },
    print: () => undefined,
    printErr: (line) => errors.push(line),
  });
  let wav: Uint8Array;
  try {
    wav = espeak.FS.readFile('speech.wav');
  } catch {
    throw new Error(`espeak-ng produced no audio: ${errors.join(' ') || 'no message'}`);
  }
  const pcm = pcmOf(wav);
  const synthesized = performance.now();
  const mp3 = encodeMp3(lame, pcm, ESPEAK_SAMPLE_RATE);
  return { mp3, seconds: pcm.length / ESPEAK_SAMPLE_RATE, timings: { espeakMs: synthesized - started, encodeMs: performance.now() - synthesized } };
}

/** The samples of a canonical 16-bit mono WAV file (espeak writes a 44-byte header; the data chunk is found, not assumed). */
export function pcmOf(wav: Uint8Array): Int16Array {
  const view = new DataView(wav.buffer, wav.byteOffset, wav.byteLength);
  let offset = 12;
  while (offset + 8 <= wav.byteLength) {
    const id = String.fromCharCode(...wav.subarray(offset, offset + 4));
    const size = view.getUint32(offset + 4, true);
    if (id === 'data') {
      const length = Math.min(size, wav.byteLength - offset - 8) >> 1;
      // A copy, aligned for Int16Array (WAV is little-endian, as every machine this runs on).
      return new Int16Array(wav.slice(offset + 8, offset + 8 + length * 2).buffer);
    }
    offset += 8 + size + (size & 1);
  }
  throw new Error('WAV file without a data chunk');
}

/** Mono 16-bit PCM → constant-bit-rate MP3 (MPEG-2 Layer III at 22,050 Hz). */
function encodeMp3(lame: Lame, samples: Int16Array, sampleRate: number): Buffer {
  const encoder = new lame.Mp3Encoder(1, sampleRate, MP3_KBPS);
  const frames: Uint8Array[] = [];
  // Multiples of an MPEG-2 frame's 576 samples keep the encoder's buffers small.
  for (let at = 0; at < samples.length; at += 576 * 16) frames.push(encoder.encodeBuffer(samples.subarray(at, at + 576 * 16)));
  frames.push(encoder.flush());
  return Buffer.concat(frames.map((frame) => Buffer.from(frame.buffer, frame.byteOffset, frame.byteLength)));
}
