import WebSocket from 'ws';
import { summarize, type Summary } from './stats.ts';

/** A run's latencies, and the frames that got no reply within `REPLY_TIMEOUT_MS` (lost: not in the percentiles). */
export type RoundTrips = Summary & { lost: number };
export interface WebSocketBenchResult { gateway: RoundTrips; bareEcho: RoundTrips; steadyGateway: RoundTrips; steadyBareEcho: RoundTrips }

/** A reply later than this counts as lost, so one lost frame cannot hang the run. */
const REPLY_TIMEOUT_MS = 10_000;

/**
 * Round trip of a frame at `sockets` open connections, all sending at once, `rounds` times: through the gateway
 * (route by action → ping handler → POST /@connections → socket) beside a bare `ws` echo server in the same run.
 */
export async function benchWebSocket(target: { url: string; echoUrl: string; idToken: string }, sockets: number, rounds: number, steadySeconds: number): Promise<WebSocketBenchResult> {
  const gatewayUrl = `${target.url.replace(/^http/, 'ws')}/ws?token=${target.idToken}`;
  const bareEcho = await withSockets(target.echoUrl, sockets, (open) => burst(open, rounds));
  const gateway = await withSockets(gatewayUrl, sockets, (open) => burst(open, rounds));
  const steadyBareEcho = await withSockets(target.echoUrl, sockets, (open) => steady(open, steadySeconds));
  const steadyGateway = await withSockets(gatewayUrl, sockets, (open) => steady(open, steadySeconds));
  return { gateway, bareEcho, steadyGateway, steadyBareEcho };
}

async function withSockets(url: string, count: number, measure: (sockets: WebSocket[]) => Promise<RoundTrips>): Promise<RoundTrips> {
  const sockets: WebSocket[] = [];
  // Open in batches, as a crowd arriving would, so the upgrade storm itself is not what we time.
  for (let i = 0; i < count; i += 50) {
    sockets.push(...(await Promise.all(Array.from({ length: Math.min(50, count - i) }, () => open(url)))));
  }
  try {
    return await measure(sockets);
  } finally {
    await Promise.all(sockets.map((socket) => new Promise((resolve) => { socket.once('close', resolve); socket.close(); })));
  }
}

/** Every socket sends at the same instant, `rounds` times: the worst moment of a 500-player quiz. */
async function burst(sockets: WebSocket[], rounds: number): Promise<RoundTrips> {
  const samples: number[] = [];
  const start = performance.now();
  for (let round = 0; round < rounds + 1; round++) {
    const times = await Promise.all(sockets.map((socket, index) => roundTrip(socket, `${round}-${index}`)));
    if (round > 0) samples.push(...times); // round 0 warms up
  }
  return withLost(samples, performance.now() - start);
}

function withLost(samples: number[], elapsedMs: number): RoundTrips {
  const answered = samples.filter((sample) => Number.isFinite(sample));
  return { ...summarize(answered, elapsedMs), lost: samples.length - answered.length };
}

/** Every socket sends once a second at its own random phase: 500 messages a second, as live play spreads them. */
async function steady(sockets: WebSocket[], seconds: number): Promise<RoundTrips> {
  const samples: number[] = [];
  const start = performance.now();
  await Promise.all(
    sockets.map(async (socket, index) => {
      await sleep(Math.random() * 1000);
      for (let second = 0; second < seconds; second++) {
        const tick = performance.now();
        samples.push(await roundTrip(socket, `s${second}-${index}`));
        await sleep(Math.max(0, 1000 - (performance.now() - tick)));
      }
    }),
  );
  return withLost(samples, performance.now() - start);
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function open(url: string): Promise<WebSocket> {
  return new Promise((resolve, reject) => {
    const socket = new WebSocket(url);
    socket.once('open', () => resolve(socket));
    socket.once('error', reject);
  });
}

/**
 * One frame and its reply; both listeners go when it settles, so a socket never holds more than one of each. No reply
 * within `REPLY_TIMEOUT_MS`: `Infinity` (counted as lost).
 */
function roundTrip(socket: WebSocket, id: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const sentAt = performance.now();
    const timer = setTimeout(() => {
      settle();
      resolve(Infinity);
    }, REPLY_TIMEOUT_MS);
    const onMessage = (data: WebSocket.RawData) => {
      const reply = JSON.parse(data.toString()) as { id?: string; type?: string };
      if (reply.id !== id) return;
      settle();
      resolve(performance.now() - sentAt);
    };
    const onError = (error: Error) => {
      settle();
      reject(error);
    };
    const settle = () => {
      clearTimeout(timer);
      socket.off('message', onMessage);
      socket.off('error', onError);
    };
    socket.on('message', onMessage);
    socket.once('error', onError);
    socket.send(JSON.stringify({ action: 'ping', id }));
  });
}
