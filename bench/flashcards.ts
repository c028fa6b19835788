import { randomUUID } from 'node:crypto';
import { DynamoDBClient, GetItemCommand } from '@aws-sdk/client-dynamodb';
import { BatchWriteCommand, DynamoDBDocumentClient, GetCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { summarize, type Summary } from './stats.ts';

export interface FlashcardsBenchResult { cards: number; review: Summary; dynamoGetItem: Summary; requestsPerReview: Record<string, number>; largeDeck: LargeDeckResult }
/** The reads of a profile with thousands of cards (issue #23: the first due query after adding a level deck timed out). */
export interface LargeDeckResult { cards: number; due: Summary; decks: Summary; statistics: Summary; dueAnswered: number }

interface Target { url: string; dynamodb: string; tableName: string; idToken: string; counterUrl: string }

/**
 * One FSRS review round trip through the local gateway (`POST /api/review_flashcard`: premium check, profile guard,
 * settings, the review log lookup, the card read, FSRS, one conditional transaction), one client, `reviews` reviews
 * spread over 20 cards; beside a bare GetItem at one client as the floor. The bench user is made a subscriber first.
 */
export async function benchFlashcards(target: Target, reviews: number): Promise<FlashcardsBenchResult> {
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
  const { deck } = await call('create_flashcard_deck', { profileId, name: 'Banc d’essai' });
  const words = Array.from({ length: 20 }, (_, i) => `mot-${i}`);
  for (const word of words) await call('add_flashcard', { profileId, deckId: deck.deckId, word });
  const review = (i: number) => call('review_flashcard', { profileId, deckId: deck.deckId, cardId: words[i % words.length], reviewId: randomUUID(), rating: ((i * 7) % 4) + 1 });

  // Warm-up (handler modules, JIT, connections), then the requests one review makes, then the timed run.
  for (let i = 0; i < 20; i++) await review(i);
  const counts = async () => (await (await fetch(target.counterUrl)).json()) as Record<string, number>;
  const before = await counts();
  await review(0);
  const after = await counts();
  const requestsPerReview = Object.fromEntries(Object.entries(after).map(([name, n]) => [name, n - (before[name] ?? 0)]).filter(([, n]) => (n as number) > 0));

  const samples: number[] = [];
  const start = performance.now();
  for (let i = 0; i < reviews; i++) {
    const t = performance.now();
    await review(i);
    samples.push(performance.now() - t);
  }
  const reviewSummary = summarize(samples, performance.now() - start);

  const raw = new DynamoDBClient({ endpoint: target.dynamodb, region: 'eu-west-3', credentials: { accessKeyId: 'local', secretAccessKey: 'local' } });
  const floor: number[] = [];
  const floorStart = performance.now();
  for (let i = 0; i < reviews; i++) {
    const t = performance.now();
    await raw.send(new GetItemCommand({ TableName: target.tableName, Key: { pk: { S: `PROFILE#${profileId}` }, sk: { S: 'FLASHCARD_SETTINGS' } } }));
    floor.push(performance.now() - t);
  }
  const largeDeck = await benchLargeDeck(call, table, target.tableName, profileId, LARGE_DECK_CARDS, largeDeckReads(reviews));
  return { cards: words.length, review: reviewSummary, dynamoGetItem: summarize(floor, performance.now() - floorStart), requestsPerReview, largeDeck };
}

const LARGE_DECK_CARDS = 5_000;
/** Reads of each page on the large deck: a tenth of the reviews timed above, at least 10. */
const largeDeckReads = (reviews: number) => Math.max(10, Math.round(reviews / 10));

/**
 * A deck of `cards` cards (copies of one added through the API, written straight to the table 25 at a time, half of
 * them due reviews and half new), then `reads` timed reads of each page's query through the gateway: the due cards
 * (20, without speech: the deck is the profile's own), the decks list and the statistics.
 */
async function benchLargeDeck(call: (path: string, body: unknown) => Promise<any>, table: DynamoDBDocumentClient, tableName: string, profileId: string, cards: number, reads: number): Promise<LargeDeckResult> {
  const { deck } = await call('create_flashcard_deck', { profileId, name: 'Grand paquet' });
  await call('add_flashcard', { profileId, deckId: deck.deckId, word: 'modèle' });
  const pk = `PROFILE#${profileId}`;
  const { Item: model } = await table.send(new GetCommand({ TableName: tableName, Key: { pk, sk: `FLASHCARD#${deck.deckId}#modèle` } }));
  if (!model) throw new Error('the model card was not written where expected');
  const past = new Date(Date.now() - 86_400_000).toISOString();
  const items = Array.from({ length: cards - 1 }, (_, i) => {
    const word = `mot${i}`;
    const review = i % 2 === 0;
    return { ...model, sk: `FLASHCARD#${deck.deckId}#${word}`, cardId: word, word, schedule: { ...model.schedule, due: past, ...(review ? { state: 2, reps: 3, stability: 5, difficulty: 5, scheduled_days: 5, last_review: past } : {}) } };
  });
  for (let i = 0; i < items.length; i += 25) {
    await table.send(new BatchWriteCommand({ RequestItems: { [tableName]: items.slice(i, i + 25).map((Item) => ({ PutRequest: { Item } })) } }));
  }
  const timed = async (read: () => Promise<unknown>) => {
    await read(); // warm-up
    const samples: number[] = [];
    const start = performance.now();
    for (let i = 0; i < reads; i++) {
      const t = performance.now();
      await read();
      samples.push(performance.now() - t);
    }
    return summarize(samples, performance.now() - start);
  };
  const due = await timed(() => call('get_due_flashcards', { profileId, deckId: deck.deckId, limit: 20 }));
  const decks = await timed(() => call('get_flashcard_decks', { profileId }));
  const statistics = await timed(() => call('get_flashcard_statistics', { profileId }));
  const dueAnswered = (await call('get_due_flashcards', { profileId, deckId: deck.deckId, limit: 20 })).due as number;
  return { cards, due, decks, statistics, dueAnswered };
}
