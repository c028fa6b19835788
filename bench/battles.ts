import { timesBetween, type RequestTimes } from './count-dynamo-requests.ts';
import WebSocket from 'ws';
import { summarize, type Summary } from './stats.ts';

/*
 * Friend battles through the local gateway's WebSocket API: `battles` rooms at once (two sockets each), every player
 * answering each question after a realistic pause (0.8–4 s). Measures answer → acknowledgement (the answer's own
 * conditional write), last answer → reveal at each player (the reveal's write and the fan-out), the spread between
 * the two players' reveals, and frames lost (a reveal or question that never came). A bare `ws` echo of the same
 * number of sockets, all sending at once, is the floor.
 */

export interface BattlesBenchResult { battles: number; questions: number; ack: Summary; reveal: Summary; revealSpread: Summary; bareEcho: Summary; lost: number; dynamo: RequestTimes }

export interface Target { url: string; echoUrl: string; counterUrl: string; players: { idToken: string; profileId: string }[] }
export type Frame = Record<string, any>;

class Client {
  readonly frames: { at: number; frame: Frame }[] = [];
  private waiters: { match: (f: Frame) => boolean; resolve: (at: number) => void }[] = [];
  constructor(readonly socket: WebSocket, readonly profileId: string) {
    socket.on('message', (data) => {
      const at = performance.now();
      const frame = JSON.parse(data.toString()) as Frame;
      this.frames.push({ at, frame });
      this.waiters = this.waiters.filter((w) => (w.match(frame) ? (w.resolve(at), false) : true));
    });
  }

  static open(url: string, profileId = ''): Promise<Client> {
    return new Promise((resolve, reject) => {
      const socket = new WebSocket(url);
      socket.once('open', () => resolve(new Client(socket, profileId)));
      socket.once('error', reject);
    });
  }

  send(action: string, body: Frame): void {
    this.socket.send(JSON.stringify({ action, profileId: this.profileId, ...body }));
  }

  /** When (performance.now) a matching frame arrived, waiting up to `timeoutMs`; undefined if it never did. */
  when(match: (f: Frame) => boolean, timeoutMs = 60_000): Promise<number | undefined> {
    const seen = this.frames.find((f) => match(f.frame));
    if (seen) return Promise.resolve(seen.at);
    return new Promise((resolve) => {
      const timer = setTimeout(() => resolve(undefined), timeoutMs);
      this.waiters.push({ match, resolve: (at) => { clearTimeout(timer); resolve(at); } });
    });
  }

  frame(match: (f: Frame) => boolean): Frame | undefined {
    return this.frames.find((f) => match(f.frame))?.frame;
  }
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** `count` pairs of the target's players, each player on a socket of its own. */
export async function openPairs(target: Target, count: number): Promise<[Client, Client][]> {
  const wsUrl = `${target.url.replace(/^http/, 'ws')}/ws`;
  const open = (player: Target['players'][number]) => Client.open(`${wsUrl}?token=${player.idToken}`, player.profileId);
  return Promise.all(Array.from({ length: count }, (_, i) => Promise.all([open(target.players[2 * i]!), open(target.players[2 * i + 1]!)])));
}

/** The owner opens a friend room and the guest joins it by its code; resolves once the owner sees both seated. */
export async function seatedRoom(owner: Client, guest: Client): Promise<{ battleId: string; code: string }> {
  owner.send('battle_create', { category: 'grammaire' });
  await owner.when((f) => f.type === 'battle_room');
  const { battleId, code } = owner.frame((f) => f.type === 'battle_room')!;
  guest.send('battle_join', { code });
  await owner.when((f) => f.type === 'battle_room' && f.players.length === 2);
  return { battleId, code };
}

export async function benchBattles(target: Target, battles: number, questions: number): Promise<BattlesBenchResult> {
  // The floor first, on a quiet gateway: measured after the battles it met the storm of their sockets' `$disconnect`
  // (the echo server shares the gateway's event loop) and read 0.6–1.1 s at 100–200 battles.
  // As many bare echo sockets as players, every one sending at once, 5 rounds.
  const echoes = await Promise.all(Array.from({ length: battles * 2 }, () => Client.open(target.echoUrl)));
  const echo: number[] = [];
  const echoStart = performance.now();
  for (let round = 0; round < 5; round++) {
    await Promise.all(echoes.map(async (client) => {
      const token = `${round}-${Math.random()}`;
      client.frames.length = 0;
      const back = client.when(() => true);
      const at = performance.now();
      client.socket.send(JSON.stringify({ token }));
      const arrived = await back;
      if (arrived !== undefined) echo.push(arrived - at);
    }));
  }
  echoes.forEach((c) => c.socket.close());
  const echoElapsed = performance.now() - echoStart;
  const times = async () => (await (await fetch(`${target.counterUrl}/times`)).json()) as RequestTimes;
  const timesBefore = await times();
  const clients = await openPairs(target, battles);
  const acks: number[] = [];
  const reveals: number[] = [];
  const spreads: number[] = [];
  let lost = 0;
  const start = performance.now();
  await Promise.all(clients.map(async ([owner, guest]) => {
    const { battleId } = await seatedRoom(owner, guest);
    owner.send('battle_start', { battleId });
    for (let index = 0; index < questions; index++) {
      const isQuestion = (f: Frame) => f.type === 'battle_question' && f.index === index;
      const [q1, q2] = await Promise.all([owner.when(isQuestion), guest.when(isQuestion)]);
      if (q1 === undefined || q2 === undefined) { lost++; return; }
      const question = owner.frame(isQuestion)!;
      // Wait for the question to show (server clock = this machine's), then think like a person.
      await sleep(Math.max(0, question.shownAt - Date.now()));
      const sentAt = await Promise.all([owner, guest].map(async (player) => {
        await sleep(800 + Math.random() * 3_200);
        const at = performance.now();
        player.send('battle_answer', { battleId, questionId: question.questionId, choice: Math.floor(Math.random() * 4) });
        const acked = await player.when((f) => f.type === 'battle_answer_ack' && f.questionId === question.questionId);
        if (acked === undefined) lost++;
        else acks.push(acked - at);
        return at;
      }));
      const isReveal = (f: Frame) => f.type === 'battle_reveal' && f.index === index;
      const [r1, r2] = await Promise.all([owner.when(isReveal), guest.when(isReveal)]);
      if (r1 === undefined || r2 === undefined) { lost++; return; }
      const lastAnswer = Math.max(...sentAt);
      reveals.push(r1 - lastAnswer, r2 - lastAnswer);
      spreads.push(Math.abs(r1 - r2));
    }
  }));
  const elapsed = performance.now() - start;
  const dynamo = timesBetween(timesBefore, await times());
  clients.flat().forEach((c) => c.socket.close());

  return { battles, questions, ack: summarize(acks, elapsed), reveal: summarize(reveals, elapsed), revealSpread: summarize(spreads, elapsed), bareEcho: summarize(echo, echoElapsed), lost, dynamo };
}
