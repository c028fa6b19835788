import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient, GetCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { summarize, type Summary } from './stats.ts';

export interface SpellingBenchResult {
  sessions: number;
  words: number;
  /** `start_spelling` on a list none of whose speech exists yet (the first item's two clips rendered). */
  coldStart: Summary;
  /** The same lists started again: every clip is in the bucket. */
  warmStart: Summary;
  /** `answer_spelling` while the next item's clips do not exist yet (rendered before the verdict is sent). */
  coldAnswer: Summary;
  warmAnswer: Summary;
}

interface Target { url: string; dynamodb: string; tableName: string; idToken: string }

/** Bank words found by these parts, ten per session, none shared between sessions: each session's speech is new. */
const QUERIES = ['ch', 'ou', 'on', 'ai', 'an', 'oi', 'eau', 'in'];

/**
 * Opening a spelling session of 10 bank words (each with its sentence: 20 clips) on the local cloud, where speech is
 * espeak-ng behind the local Polly endpoint: cold (none of the list's clips exist) and warm (the same list again), and
 * answering its items, each answer rendering the next item's clips first. Sessions one after another, one client.
 */
export async function benchSpelling(target: Target, sessions: number): Promise<SpellingBenchResult> {
  const call = async (path: string, body: unknown) => {
    const response = await fetch(`${target.url}/api/${path}`, { method: 'POST', body: JSON.stringify(body), headers: { authorization: `Bearer ${target.idToken}`, 'content-type': 'application/json' } });
    const envelope = (await response.json()) as { data: any; message: string };
    if (response.status >= 300) throw new Error(`${path} answered ${response.status}: ${envelope.message}`);
    return envelope.data;
  };
  const timed = async (path: string, body: unknown, into: number[]) => {
    const t = performance.now();
    const data = await call(path, body);
    into.push(performance.now() - t);
    return data;
  };
  const user = await call('get_user', {});
  const table = DynamoDBDocumentClient.from(new DynamoDBClient({ endpoint: target.dynamodb, region: 'eu-west-3', credentials: { accessKeyId: 'local', secretAccessKey: 'local' } }));
  await table.send(new UpdateCommand({ TableName: target.tableName, Key: { pk: `USER#${user.uid}`, sk: 'ACCOUNT' }, UpdateExpression: 'SET isPremium = :yes, periodEnd = :end, #plan = :plan', ExpressionAttributeNames: { '#plan': 'plan' }, ExpressionAttributeValues: { ':yes': true, ':end': new Date(Date.now() + 365 * 86_400_000).toISOString(), ':plan': 'yearly' } }));
  const profileId = user.profiles[0].id as string;

  const used = new Set<string>();
  const lists: string[] = [];
  for (const query of QUERIES.slice(0, sessions)) {
    const found = ((await call('search_spelling_words', { query })).words as { wordId: string }[]).filter(({ wordId }) => !used.has(wordId)).slice(0, 10);
    if (found.length < 10) throw new Error(`« ${query} » finds fewer than 10 new words`);
    for (const { wordId } of found) used.add(wordId);
    lists.push((await call('save_spelling_list', { profileId, name: `Banc ${query}`, words: found.map(({ wordId }) => ({ wordId })) })).listId);
  }

  const coldStart: number[] = [];
  const warmStart: number[] = [];
  const coldAnswer: number[] = [];
  const warmAnswer: number[] = [];
  const practise = async (listId: string, starts: number[], answers: number[]) => {
    const session = await timed('start_spelling', { profileId, source: { kind: 'list', listId } }, starts);
    // Every word spelled right (read from the stored session, as the integration tests do): no retry, each next item a new word.
    const { Item: stored } = await table.send(new GetCommand({ TableName: target.tableName, Key: { pk: `PROFILE#${profileId}`, sk: `SPELLING#${session.sessionId}` } }));
    const wordOf = (itemId: string) => stored!.words[stored!.items[itemId].word].word as string;
    for (let next = session.next; next;) next = (await timed('answer_spelling', { profileId, sessionId: session.sessionId, itemId: next.itemId, answer: wordOf(next.itemId) }, answers)).next;
    await call('finish_spelling', { profileId, sessionId: session.sessionId });
  };
  for (const listId of lists) await practise(listId, coldStart, coldAnswer);
  for (const listId of lists) await practise(listId, warmStart, warmAnswer);
  return {
    sessions: lists.length, words: 10,
    coldStart: summarize(coldStart, 0), warmStart: summarize(warmStart, 0), coldAnswer: summarize(coldAnswer, 0), warmAnswer: summarize(warmAnswer, 0),
  };
}
