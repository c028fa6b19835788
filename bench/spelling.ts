import { DynamoDBClient, GetItemCommand } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient, GetCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { summarize, type Summary } from './stats.ts';

export interface SpellingBenchResult { sessions: number; answer: Summary; dynamoGetItem: Summary; requestsPerAnswer: Record<string, number> }

interface Target { url: string; dynamodb: string; tableName: string; idToken: string; counterUrl: string }
interface Item { itemId: string }

/**
 * One spelling answer round trip through the local gateway (`POST /api/answer_spelling`: premium check, profile guard,
 * the session read, `compareSpelling`, one conditional update), one client. Sessions of 10 CP words are opened first
 * (untimed: their speech is rendered once); every other answer is wrong, so half the answers also queue a retry.
 * Beside it, a bare GetItem at one client as the floor. The bench user is made a subscriber first.
 */
export async function benchSpelling(target: Target, answers: number): Promise<SpellingBenchResult> {
  const call = async (path: string, body: unknown) => {
    const response = await fetch(`${target.url}/api/${path}`, { method: 'POST', body: JSON.stringify(body), headers: { authorization: `Bearer ${target.idToken}`, 'content-type': 'application/json' } });
    const envelope = (await response.json()) as { data: any; message: string };
    if (response.status >= 300) throw new Error(`${path} answered ${response.status}: ${envelope.message}`);
    return envelope.data;
  };
  const user = await call('get_user', {});
  const table = DynamoDBDocumentClient.from(new DynamoDBClient({ endpoint: target.dynamodb, region: 'eu-west-3', credentials: { accessKeyId: 'local', secretAccessKey: 'local' } }));
  await table.send(new UpdateCommand({ TableName: target.tableName, Key: { pk: `USER#${user.uid}`, sk: 'ACCOUNT' }, UpdateExpression: 'SET isPremium = :yes, periodEnd = :end, #plan = :plan', ExpressionAttributeNames: { '#plan': 'plan' }, ExpressionAttributeValues: { ':yes': true, ':end': new Date(Date.now() + 365 * 86_400_000).toISOString(), ':plan': 'yearly' } }));
  const profileId = user.profiles[0].id as string;

  /** The word behind an item, read from the stored session (the client never gets it). */
  const wordOf = async (sessionId: string, itemId: string) => {
    const { Item } = await table.send(new GetCommand({ TableName: target.tableName, Key: { pk: `PROFILE#${profileId}`, sk: `SPELLING#${sessionId}` } }));
    return (Item!.words as { word: string }[])[(Item!.items as Record<string, { word: number }>)[itemId]!.word]!.word;
  };
  let session: { sessionId: string; next: Item | null } = { sessionId: '', next: null };
  let sessions = 0;
  let count = 0;
  /** The next answer to time: what to send, prepared untimed (a new session when the last one is done). */
  const prepare = async () => {
    if (!session.next) {
      session = await call('start_spelling', { profileId, source: { kind: 'level', level: 'cp' } });
      sessions += 1;
    }
    const word = await wordOf(session.sessionId, session.next!.itemId);
    count += 1;
    return { profileId, sessionId: session.sessionId, itemId: session.next!.itemId, answer: count % 2 ? word : `${word}x` };
  };
  const answer = async (body: Awaited<ReturnType<typeof prepare>>) => {
    const verdict = await call('answer_spelling', body);
    session = { sessionId: body.sessionId, next: verdict.next };
  };

  // Warm-up (handler modules, JIT, connections, the speech of the CP words), then one answer's requests, then the run.
  for (let i = 0; i < 20; i++) await answer(await prepare());
  const counts = async () => (await (await fetch(target.counterUrl)).json()) as Record<string, number>;
  const next = await prepare();
  const before = await counts();
  await answer(next);
  const after = await counts();
  const requestsPerAnswer = Object.fromEntries(Object.entries(after).map(([name, n]) => [name, n - (before[name] ?? 0)]).filter(([, n]) => (n as number) > 0));

  const samples: number[] = [];
  let timed = 0;
  for (let i = 0; i < answers; i++) {
    const body = await prepare();
    const t = performance.now();
    await answer(body);
    const elapsed = performance.now() - t;
    samples.push(elapsed);
    timed += elapsed;
  }
  const answerSummary = summarize(samples, timed);

  const raw = new DynamoDBClient({ endpoint: target.dynamodb, region: 'eu-west-3', credentials: { accessKeyId: 'local', secretAccessKey: 'local' } });
  const floor: number[] = [];
  const floorStart = performance.now();
  for (let i = 0; i < answers; i++) {
    const t = performance.now();
    await raw.send(new GetItemCommand({ TableName: target.tableName, Key: { pk: { S: `PROFILE#${profileId}` }, sk: { S: `SPELLING#${session.sessionId}` } } }));
    floor.push(performance.now() - t);
  }
  return { sessions, answer: answerSummary, dynamoGetItem: summarize(floor, performance.now() - floorStart), requestsPerAnswer };
}
