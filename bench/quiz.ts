import { closedLoop, summarize, type Summary } from './stats.ts';

export interface QuizTarget { url: string; counterUrl: string; players: { idToken: string; profileId: string }[] }
export interface LoadResult { answerLatency: Summary; nextQuestionLatency: Summary; games: number }
export interface QuizBenchResult {
  /** `lastAnswerAndConsumers`: the consumers run in the same process as soon as the event is out, so the last answer's own requests cannot be told apart from theirs. */
  requests: { startQuiz: number; nextQuestion: number; answer: number; lastAnswerAndConsumers: number; perGame: number };
  flatOut: LoadResult;
  paced: LoadResult;
}

const LEVEL = { mode: 'quiz-zone', category: 'orthographe', subcategory: 'homophones', level: 1 } as const;

async function post(target: QuizTarget, token: string, path: string, body: unknown) {
  const response = await fetch(`${target.url}/api/${path}`, { method: 'POST', body: JSON.stringify(body), headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' } });
  const json = await response.json() as { data?: Record<string, any>; code?: string };
  if (!response.ok) throw new Error(`${path} answered ${response.status} ${json.code}`);
  return json.data!;
}

const readCount = async (target: QuizTarget) => Object.values(await (await fetch(target.counterUrl)).json() as Record<string, number>).reduce((a, b) => a + b, 0);

/** Waits until the handlers (consumers included) have made no DynamoDB request for a second. */
async function settled(target: QuizTarget): Promise<number> {
  let last = await readCount(target);
  for (;;) {
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    const now = await readCount(target);
    if (now === last) return now;
    last = now;
  }
}

/**
 * DynamoDB requests made by the handlers per call, counted on the handlers' own client while one player plays a
 * level alone (so nothing else is counted), then answer latency with every player playing levels back to back.
 */
export async function benchQuiz(target: QuizTarget, durationMs: number): Promise<QuizBenchResult> {
  const [solo] = target.players;
  const level = { ...LEVEL, profileId: solo!.profileId };
  const before = await settled(target);
  const { gameId, total } = await post(target, solo!.idToken, 'start_quiz', level);
  const afterStart = await readCount(target);
  let nextRequests = 0;
  let answerRequests = 0;
  for (let index = 0; index < total; index++) {
    const t0 = await readCount(target);
    await post(target, solo!.idToken, 'next_question', { gameId, index });
    const t1 = await readCount(target);
    await post(target, solo!.idToken, 'answer_quiz', { gameId, index, choice: 0 });
    const t2 = await readCount(target);
    nextRequests += t1 - t0;
    if (index < total - 1) answerRequests += t2 - t1;
  }
  const afterConsumers = await settled(target);
  const beforeLastAnswer = afterStart + nextRequests + answerRequests;
  return {
    requests: {
      startQuiz: afterStart - before,
      nextQuestion: nextRequests / total,
      answer: answerRequests / (total - 1),
      lastAnswerAndConsumers: afterConsumers - beforeLastAnswer,
      perGame: afterConsumers - before,
    },
    flatOut: await load(target, durationMs, 0),
    paced: await load(target, durationMs, 1_000),
  };
}

/**
 * Every player plays levels back to back; `thinkMs` is spent reading the question before answering and again
 * reading the explanation before asking for the next one (0 = flat out, the worst case).
 */
async function load(target: QuizTarget, durationMs: number, thinkMs: number): Promise<LoadResult> {
  const pause = () => (thinkMs ? new Promise((resolve) => setTimeout(resolve, thinkMs * (0.5 + Math.random()))) : Promise.resolve());

  const answerSamples: number[] = [];
  const nextSamples: number[] = [];
  let games = 0;
  // Each of the concurrent loops plays as a player nobody else is using at that moment.
  const free = [...target.players];
  const start = performance.now();
  await closedLoop(target.players.length, durationMs, async () => {
    const player = free.pop()!;
    try {
      const game = await post(target, player.idToken, 'start_quiz', { ...LEVEL, profileId: player.profileId });
      for (let index = 0; index < game.total; index++) {
        let t = performance.now();
        await post(target, player.idToken, 'next_question', { gameId: game.gameId, index });
        nextSamples.push(performance.now() - t);
        await pause();
        t = performance.now();
        await post(target, player.idToken, 'answer_quiz', { gameId: game.gameId, index, choice: index % 4 });
        answerSamples.push(performance.now() - t);
        await pause();
      }
      games++;
    } finally {
      free.push(player);
    }
  });
  const elapsed = performance.now() - start;
  await settled(target);
  return { answerLatency: summarize(answerSamples, elapsed), nextQuestionLatency: summarize(nextSamples, elapsed), games };
}
