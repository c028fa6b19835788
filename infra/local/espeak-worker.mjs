// A speech worker of the local Polly (see espeak.ts): SSML in, MP3 out, off the gateway's thread. Plain JavaScript, so
// it starts the same under tsx, Vitest and plain Node, none of which has to compile it.
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { parentPort } from 'node:worker_threads';
import ESpeakNg from 'espeak-ng';
import { createMp3Encoder } from 'wasm-media-encoders';

// The build's virtual file system throws an ErrnoError for every embedded data file it creates (a lookup before the
// creation), and a stack trace for each was a third of an instance's set-up: this thread never needs one.
Error.stackTraceLimit = 0;

/** What the wasm build writes: 16-bit mono PCM at 22,050 Hz; encoded at Polly's ~48 kbit/s. */
const SAMPLE_RATE = 22_050;
const MP3_KBPS = 48;

// Compiled once per worker, on its first message; every synthesis instantiates it afresh (the build is the CLI,
// which runs `main` once and exits).
const wasmPath = createRequire(import.meta.url).resolve('espeak-ng').replace(/espeak-ng\.js$/, 'espeak-ng.wasm');
let compiled;
const compiledModule = () => (compiled ??= readFile(wasmPath).then((bytes) => WebAssembly.compile(bytes)));
// LAME in WebAssembly (wasm-media-encoders), one encoder per worker, configured afresh for each clip.
let encoder;
const mp3Encoder = () => (encoder ??= createMp3Encoder());

parentPort.on('message', async ({ id, ssml, voice }) => {
  try {
    const speech = await synthesize(ssml, voice);
    parentPort.postMessage({ id, ...speech }, [speech.mp3.buffer]);
  } catch (error) {
    parentPort.postMessage({ id, error: error instanceof Error ? error.message : String(error) });
  }
});

async function synthesize(ssml, voice) {
  const module = await compiledModule();
  const started = performance.now();
  const errors = [];
  const espeak = await ESpeakNg({
    arguments: ['-m', '-v', voice, '-w', 'speech.wav', ssml],
    instantiateWasm: (imports, done) => {
      void WebAssembly.instantiate(module, imports).then((instance) => done(instance, module));
      return {};
    },
    print: () => undefined,
    printErr: (line) => errors.push(line),
  });
  let wav;
  try {
    wav = espeak.FS.readFile('speech.wav');
  } catch {
    throw new Error(`espeak-ng produced no audio: ${errors.join(' ') || 'no message'}`);
  }
  const pcm = pcmOf(wav);
  const synthesized = performance.now();
  const mp3 = encodeMp3(await mp3Encoder(), pcm);
  return { mp3, seconds: pcm.length / SAMPLE_RATE, timings: { espeakMs: synthesized - started, encodeMs: performance.now() - synthesized } };
}

/** The samples of a 16-bit mono WAV file (the data chunk is found, not assumed at byte 44). */
function pcmOf(wav) {
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

/** Mono PCM → constant-bit-rate MP3 (MPEG-2 Layer III at 22,050 Hz), in one buffer of its own (transferable). */
function encodeMp3(mp3, samples) {
  mp3.configure({ channels: 1, sampleRate: SAMPLE_RATE, bitrate: MP3_KBPS });
  const floats = new Float32Array(samples.length);
  for (let i = 0; i < samples.length; i++) floats[i] = samples[i] / 32768;
  // The encoder's output views its own memory, reused by the next call: copied out at once.
  const body = mp3.encode([floats]).slice();
  const tail = mp3.finalize();
  const out = new Uint8Array(body.length + tail.length);
  out.set(body);
  out.set(tail, body.length);
  return out;
}
