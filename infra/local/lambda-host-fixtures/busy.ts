import { threadId } from 'node:worker_threads';

/** Keeps its thread's CPU busy for `ms`: two at once finish in about one's time only if they run on two threads. */
export const handler = async (event: { ms: number }) => {
  const until = performance.now() + event.ms;
  while (performance.now() < until) Math.sqrt(Math.random());
  return { threadId };
};
