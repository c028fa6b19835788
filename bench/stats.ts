export interface Summary { count: number; p50: number; p95: number; p99: number; max: number; throughput: number }

/** Latency percentiles (ms, nearest-rank) and throughput (per second) of one measured run. */
export function summarize(samples: number[], elapsedMs: number): Summary {
  const sorted = [...samples].sort((a, b) => a - b);
  const at = (p: number) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? NaN;
  return { count: sorted.length, p50: at(50), p95: at(95), p99: at(99), max: sorted.at(-1) ?? NaN, throughput: (sorted.length / elapsedMs) * 1000 };
}

/** Runs `worker` on `concurrency` parallel loops until `durationMs` has passed, timing each call. */
export async function closedLoop(concurrency: number, durationMs: number, worker: () => Promise<void>): Promise<Summary> {
  const samples: number[] = [];
  const start = performance.now();
  const end = start + durationMs;
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (performance.now() < end) {
        const t = performance.now();
        await worker();
        samples.push(performance.now() - t);
      }
    }),
  );
  return summarize(samples, performance.now() - start);
}

export const ms = (value: number) => `${value.toFixed(1)} ms`;
