import { availableParallelism } from 'node:os';
import { Worker } from 'node:worker_threads';

/**
 * French speech for the local cloud: espeak-ng compiled to WebAssembly (npm `espeak-ng`, GPL-3.0+, a dev tool that
 * never reaches Lambda or the browser), MP3-encoded with LAME compiled to WebAssembly (npm `wasm-media-encoders`) so the answer looks like Polly's.
 *
 * The work runs in worker threads (`espeak-worker.mjs`), started on the first synthesis (never at start-up): a
 * synthesis is ~0.2–0.7 s of CPU, which on the gateway's thread would stall every other request meanwhile. Each
 * worker compiles the 18 MB module once and instantiates it afresh per synthesis (the build is espeak-ng's CLI: it
 * runs `main` once and exits); instantiation and the runtime's set-up of its embedded data are most of espeak's time.
 * One synthesis per worker at a time, the others queued.
 */

export interface Speech {
  mp3: Buffer;
  /** Length of the audio in seconds. */
  seconds: number;
  /** Where the time went in the worker: espeak (instantiation, set-up, synthesis) and the MP3 encoding, in ms. */
  timings: { espeakMs: number; encodeMs: number };
}

export interface SpeechOptions {
  /** espeak-ng voice, `fr` (male) or a variant such as `fr+f3` (female). */
  voice: string;
}

interface Job extends SpeechOptions {
  id: number;
  ssml: string;
  resolve: (speech: Speech) => void;
  reject: (error: Error) => void;
}

type Reply = { id: number; error: string } | { id: number; mp3: Uint8Array; seconds: number; timings: Speech['timings'] };

const workerUrl = new URL('./espeak-worker.mjs', import.meta.url);

export class SpeechSynthesizer {
  private readonly idle: Worker[] = [];
  private readonly busy = new Map<Worker, Job>();
  private readonly queue: Job[] = [];
  private nextId = 0;
  private closed = false;

  /** Two workers on this 2-core machine: both cores render while the gateway's thread stays free. */
  constructor(private readonly size = Math.min(2, availableParallelism())) {}

  synthesize(ssml: string, options: SpeechOptions): Promise<Speech> {
    if (this.closed) return Promise.reject(new Error('the speech synthesizer is closed'));
    return new Promise<Speech>((resolve, reject) => {
      this.queue.push({ id: this.nextId++, ssml, ...options, resolve, reject });
      this.dispatch();
    });
  }

  async close(): Promise<void> {
    this.closed = true;
    for (const job of this.queue.splice(0)) job.reject(new Error('the speech synthesizer is closed'));
    const workers = [...this.idle.splice(0), ...this.busy.keys()];
    await Promise.all(workers.map((worker) => worker.terminate()));
  }

  private dispatch(): void {
    while (this.queue.length > 0) {
      const worker = this.idle.pop() ?? (this.busy.size < this.size ? this.startWorker() : undefined);
      if (!worker) return;
      const job = this.queue.shift()!;
      this.busy.set(worker, job);
      worker.ref(); // a job in flight keeps the process alive until it is answered
      worker.postMessage({ id: job.id, ssml: job.ssml, voice: job.voice });
    }
  }

  private startWorker(): Worker {
    const worker = new Worker(workerUrl);
    worker.unref(); // an idle worker never keeps the process alive
    worker.on('message', (reply: Reply) => {
      const job = this.busy.get(worker);
      this.busy.delete(worker);
      worker.unref();
      if (!this.closed) this.idle.push(worker);
      if (job?.id === reply.id) {
        if ('error' in reply) job.reject(new Error(reply.error));
        else job.resolve({ mp3: Buffer.from(reply.mp3.buffer, reply.mp3.byteOffset, reply.mp3.byteLength), seconds: reply.seconds, timings: reply.timings });
      }
      this.dispatch();
    });
    // A worker that dies fails its job only; the next job starts a fresh worker.
    const forget = (error: Error) => {
      this.busy.get(worker)?.reject(error);
      this.busy.delete(worker);
      const at = this.idle.indexOf(worker);
      if (at >= 0) this.idle.splice(at, 1);
      if (!this.closed) this.dispatch();
    };
    worker.on('error', forget);
    worker.on('exit', (code) => forget(new Error(`speech worker exited with code ${code}`)));
    return worker;
  }
}
