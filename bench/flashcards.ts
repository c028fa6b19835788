import { randomUUID } from 'node:crypto';
import { DynamoDBClient, GetItemCommand } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { summarize, type Summary } from './stats.ts';

export interface FlashcardsBenchResult { cards: number; review: Summary; dynamoGetItem: Summary; requestsPerReview: Record<string, number> }

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
  return { cards: words.length, review: reviewSummary, dynamoGetItem: summarize(floor, performance.now() - floorStart), requestsPerReview };
}
