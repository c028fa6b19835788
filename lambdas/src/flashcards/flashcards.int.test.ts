import { randomUUID } from 'node:crypto';
import { QueryCommand } from '@aws-sdk/lib-dynamodb';
import { dictationCompleted, publish, quizCompleted } from '@plume/events';
import { beforeAll, describe, expect, it } from 'vitest';
import { NEW_CARDS_PER_DAY } from '@plume/shared/flashcards';
import { contentPack } from '#content';
import { cloud, documentClient, eventually } from '#test/cloud-client';
import { useLocalCloudEnvironment } from '#test/local-cloud-env';
import { call, eventsDelivered, localBus, subscriberAndStranger } from '#test/accounts';

const passage = contentPack.dictations.find((p) => p.level === 'ce1')!;
/** The passage with its first word's letters swapped and its last word dropped. */
const answerWithMistakes = () => {
  const words = passage.text.replaceAll('\n', ' ').split(' ');
  words[0] = words[0]!.length > 2 ? words[0]![1]! + words[0]![0]! + words[0]!.slice(2) : `${words[0]}x`;
  return words.slice(0, -1).join(' ');
};
const DAY_MS = 86_400_000;

interface Card { cardId: string; deckId: string; word: string; schedule: { due: string; reps: number; state: number }; next?: Record<string, string> }

describe('flashcards through the API', () => {
  let token: string;
  let profileId: string;
  let other: { token: string; uid: string };
  const decks = async () => (await call('get_flashcard_decks', token, { profileId })).body?.data;
  const mistakes = async () => (await call('get_due_flashcards', token, { profileId, deckId: 'mes-erreurs', limit: 100 })).body?.data.cards as Card[];
  const logs = async () => (await documentClient().send(new QueryCommand({
    TableName: cloud().tableName, KeyConditionExpression: 'pk = :pk AND begins_with(sk, :prefix)', ExpressionAttributeValues: { ':pk': `PROFILE#${profileId}`, ':prefix': 'FLASHLOG#' },
  }))).Items ?? [];

  beforeAll(async () => {
    useLocalCloudEnvironment();
    ({ token, profileId, other } = await subscriberAndStranger());
  });

  it('starts with an empty « Mes erreurs », the default retention target, and refuses bad input', async () => {
    expect(await decks()).toMatchObject({ decks: [{ deckId: 'mes-erreurs', name: 'Mes erreurs', kind: 'mistakes', cards: 0, due: 0 }], settings: { requestRetention: 0.9 } });
    expect((await call('get_flashcard_decks', other.token, { profileId })).status).toBe(404);
    expect(await call('get_due_flashcards', token, { profileId, deckId: 'pas-un-paquet' })).toMatchObject({ status: 404, body: { code: 'flashcard_deck_not_found' } });
    expect((await call('review_flashcard', token, { profileId, deckId: 'mes-erreurs', cardId: 'x', reviewId: 'r', rating: 5 })).status).toBe(400);
    expect((await call('review_flashcard', token, { profileId, deckId: 'mes-erreurs', cardId: 'x', reviewId: 'r', rating: 0 })).status).toBe(400);
    expect(await call('review_flashcard', token, { profileId, deckId: 'mes-erreurs', cardId: 'x', reviewId: 'r', rating: 3 })).toMatchObject({ status: 404, body: { code: 'flashcard_not_found' } });
    expect((await call('update_flashcard_settings', token, { profileId, settings: { requestRetention: 0.5 } })).status).toBe(400);
    expect((await call('create_flashcard_deck', token, { profileId, name: '' })).status).toBe(400);
  });

  it('turns each mistaken word of a dictation into one « Mes erreurs » card, and a replayed event adds nothing', async () => {
    const session = (await call('start_dictation', token, { profileId, passageId: passage.id })).body?.data;
    const graded = await call('submit_dictation', token, { profileId, attemptId: session.attemptId, answer: answerWithMistakes() });
    expect(graded.status).toBe(200);
    const { correction } = graded.body!.data;
    const learnable = new Set(correction.errors.filter((e: { category: string }) => !['punctuation', 'extra'].includes(e.category)).map((e: { expected: string }) => e.expected.trim().toLowerCase()));
    expect(learnable.size).toBeGreaterThanOrEqual(2);

    const cards = await eventually(mistakes, (found) => found?.length === learnable.size);
    expect(new Set(cards.map((card) => card.cardId))).toEqual(learnable);
    expect(cards[0]).toMatchObject({ deckId: 'mes-erreurs', source: 'mistake', schedule: { reps: 0, state: 0 } });
    expect((await decks()).decks[0]).toMatchObject({ cards: learnable.size, due: learnable.size });

    // The same event delivered again (twice at once): no new card, no reset.
    const detail = {
      attemptId: session.attemptId, uid: profileId, profileId, passageId: passage.id, level: passage.level, bareme: 'brevet' as const, scores: correction.scores, coins: 0,
      errors: correction.errors.map((e: { expected: string; written: string; category: string; rule: string; point: string }) => ({ word: e.expected, written: e.written, category: e.category, rule: e.rule, point: e.point })),
      completedAt: new Date().toISOString(),
    };
    await Promise.all([publish(localBus(), 'plume', dictationCompleted, detail), publish(localBus(), 'plume', dictationCompleted, detail)]);
    await eventsDelivered();
    expect((await mistakes()).map((card) => card.cardId).sort()).toEqual(cards.map((card) => card.cardId).sort());
  });

  it('brings a card rated « À revoir » back today, and applies ten identical reviews once', async () => {
    const [first, second] = await mistakes();
    const now = Date.now();
    const again = await call('review_flashcard', token, { profileId, deckId: 'mes-erreurs', cardId: first!.cardId, reviewId: randomUUID(), rating: 1 });
    expect(again.status).toBe(200);
    expect(Date.parse(again.body?.data.card.schedule.due) - now).toBeLessThan(DAY_MS);
    expect(again.body?.data.card.schedule.reps).toBe(1);

    const reviewId = randomUUID();
    const before = (await logs()).length;
    const copies = await Promise.all(Array.from({ length: 10 }, () => call('review_flashcard', token, { profileId, deckId: 'mes-erreurs', cardId: second!.cardId, reviewId, rating: 3 })));
    expect(copies.map((c) => c.status)).toEqual(Array(10).fill(200));
    for (const copy of copies) expect(copy.body?.data.card.schedule).toEqual(copies[0]!.body?.data.card.schedule);
    expect(copies[0]!.body?.data.card.schedule.reps).toBe(1);
    const logged = await logs();
    expect(logged.length).toBe(before + 1);
    expect(logged.filter((log) => log.reviewId === reviewId)).toEqual([expect.objectContaining({ cardId: second!.cardId, rating: 3, stateBefore: 0 })]);
    // Another family cannot review it, even naming its own profile.
    expect((await call('review_flashcard', other.token, { profileId, deckId: 'mes-erreurs', cardId: second!.cardId, reviewId: randomUUID(), rating: 4 })).status).toBe(404);
    expect((await call('review_flashcard', other.token, { profileId: other.uid, deckId: 'mes-erreurs', cardId: second!.cardId, reviewId: randomUUID(), rating: 4 })).status).toBe(404);
  });

  it('keeps decks of the profile’s own: create, add, refuse a duplicate, review, delete', async () => {
    const created = await call('create_flashcard_deck', token, { profileId, name: 'Mots du brevet' });
    expect(created.status).toBe(201);
    const { deckId } = created.body!.data.deck;
    const added = await call('add_flashcard', token, { profileId, deckId, word: 'Abîme', note: 'accent circonflexe sur le i' });
    expect(added).toMatchObject({ status: 201, body: { data: { card: { cardId: 'abîme', word: 'Abîme', note: 'accent circonflexe sur le i', source: 'custom' } } } });
    expect(await call('add_flashcard', token, { profileId, deckId, word: 'abîme' })).toMatchObject({ status: 409, body: { code: 'flashcard_already_exists' } });
    expect((await call('add_flashcard', other.token, { profileId: other.uid, deckId, word: 'abîme' })).status).toBe(404);

    const due = (await call('get_due_flashcards', token, { profileId, deckId })).body?.data;
    expect(due.due).toBe(1);
    const next = due.cards[0].next as Record<string, string>;
    expect(Date.parse(next['1']!)).toBeLessThan(Date.parse(next['3']!));
    expect(Date.parse(next['3']!)).toBeLessThan(Date.parse(next['4']!));
    const easy = await call('review_flashcard', token, { profileId, deckId, cardId: 'abîme', reviewId: randomUUID(), rating: 4 });
    // The button said when the card would come back: the review (a moment later) agrees within a minute.
    expect(Math.abs(Date.parse(easy.body?.data.card.schedule.due) - Date.parse(next['4']!))).toBeLessThan(60_000);
    expect((await decks()).decks.find((d: { deckId: string }) => d.deckId === deckId)).toMatchObject({ name: 'Mots du brevet', kind: 'custom', cards: 1, due: 0 });

    expect((await call('delete_flashcard', token, { profileId, deckId, cardId: 'abîme' })).status).toBe(200);
    expect((await call('delete_flashcard', token, { profileId, deckId, cardId: 'abîme' })).status).toBe(404);
  });

  it('schedules a grade given offline from when it was given, while the day practised stays the server’s', async () => {
    const { deckId } = (await call('create_flashcard_deck', token, { profileId, name: 'Dans le train' })).body!.data.deck;
    for (const word of ['bateau', 'wagon']) expect((await call('add_flashcard', token, { profileId, deckId, word })).status).toBe(201);
    const { cards } = (await call('get_due_flashcards', token, { profileId, deckId })).body?.data as { cards: Card[] };
    const easyNow = (word: string) => Date.parse(cards.find((card) => card.cardId === word)!.next!['4']!);
    const gradedAt = new Date(Date.now() - 6 * 3_600_000).toISOString();
    const reviewId = randomUUID();

    const late = await call('review_flashcard', token, { profileId, deckId, cardId: 'bateau', reviewId, rating: 4, gradedAt });
    expect(late.status).toBe(200);
    expect(late.body?.data.card.schedule.last_review).toBe(gradedAt);
    expect(Math.abs(Date.parse(late.body?.data.card.schedule.due) - (easyNow('bateau') - 6 * 3_600_000))).toBeLessThan(60_000);
    const logged = (await logs()).find((log) => log.reviewId === reviewId)!;
    expect(logged.gradedAt).toBe(gradedAt);
    expect(Math.abs(Date.parse(logged.reviewedAt as string) - Date.now())).toBeLessThan(60_000);

    // A device whose clock is ahead: the grade is taken as given now.
    const ahead = await call('review_flashcard', token, { profileId, deckId, cardId: 'wagon', reviewId: randomUUID(), rating: 4, gradedAt: new Date(Date.now() + 86_400_000).toISOString() });
    expect(Math.abs(Date.parse(ahead.body?.data.card.schedule.due) - easyNow('wagon'))).toBeLessThan(60_000);
    expect((await call('review_flashcard', token, { profileId, deckId, cardId: 'wagon', reviewId: randomUUID(), rating: 3, gradedAt: 'hier soir' })).status).toBe(400);
  });

  it('answers statistics: due now, a 30-day forecast that adds up, readiness per point, and the retention target', async () => {
    expect((await call('update_flashcard_settings', token, { profileId, settings: { requestRetention: 0.95 } })).body?.data).toEqual({ requestRetention: 0.95 });
    expect((await call('get_flashcard_settings', token, { profileId })).body?.data).toEqual({ requestRetention: 0.95 });
    const stats = (await call('get_flashcard_statistics', token, { profileId })).body?.data;
    const cards = await mistakes();
    expect(stats.forecast).toHaveLength(30);
    expect(stats.forecast.reduce((sum: number, day: { due: number }) => sum + day.due, 0)).toBeLessThanOrEqual(stats.cards);
    expect(stats.dueNow).toBe(cards.length);
    expect(stats.reviews30d).toBeGreaterThanOrEqual(3);
    expect(stats.settings).toEqual({ requestRetention: 0.95 });
    for (const point of stats.readiness) {
      expect(point.readiness).toBeGreaterThanOrEqual(0);
      expect(point.readiness).toBeLessThanOrEqual(1);
    }
    expect(stats.readiness.length).toBeGreaterThan(0);
  });
});

describe('built-in decks by school level', () => {
  it('adds a level’s words once, keeps their schedules when added again, and offers the level to no other family', async () => {
    const { token, profileId, other } = await subscriberAndStranger();
    const decks = async () => (await call('get_flashcard_decks', token, { profileId })).body?.data;
    const ce1 = (await decks()).levels.find((level: { level: string }) => level.level === 'ce1');
    expect(ce1).toMatchObject({ deckId: 'niveau-ce1', added: false });
    expect(ce1.words).toBeGreaterThan(50);

    const added = await call('add_level_flashcard_deck', token, { profileId, level: 'ce1' });
    expect(added).toMatchObject({ status: 201, body: { data: { deck: { deckId: 'niveau-ce1', kind: 'level', cards: ce1.words } } } });
    const after = await decks();
    expect(after.levels.find((level: { level: string }) => level.level === 'ce1').added).toBe(true);
    // All its words are new cards: a day offers NEW_CARDS_PER_DAY of them, not the whole deck.
    expect(after.decks.find((deck: { deckId: string }) => deck.deckId === 'niveau-ce1')).toMatchObject({ kind: 'level', cards: ce1.words, due: NEW_CARDS_PER_DAY });
    expect((await call('get_due_flashcards', token, { profileId, deckId: 'niveau-ce1', limit: 100 })).body?.data).toMatchObject({ due: NEW_CARDS_PER_DAY, cards: { length: NEW_CARDS_PER_DAY } });

    // A due card of a level deck comes with its word said aloud; reviewing it, then adding the deck again, keeps it.
    const due = (await call('get_due_flashcards', token, { profileId, deckId: 'niveau-ce1', limit: 1 })).body?.data;
    const [card] = due.cards;
    expect(card).toMatchObject({ source: 'level', audio: expect.stringMatching(/^\/media\/speech\/.+\.mp3$/) });
    expect(card.example).toContain(card.word);
    // Its first review spends one new card of the day, once however often it is sent.
    const review = { profileId, deckId: 'niveau-ce1', cardId: card.cardId, reviewId: randomUUID(), rating: 4 };
    expect((await Promise.all(Array.from({ length: 5 }, () => call('review_flashcard', token, review)))).map((answer) => answer.status)).toEqual([200, 200, 200, 200, 200]);
    await Promise.all([1, 2, 3].map(() => call('add_level_flashcard_deck', token, { profileId, level: 'ce1' })));
    const again = (await decks()).decks.find((deck: { deckId: string }) => deck.deckId === 'niveau-ce1');
    expect(again).toMatchObject({ cards: ce1.words, due: NEW_CARDS_PER_DAY - 1 });
    expect((await call('get_flashcard_statistics', token, { profileId })).body?.data.dueNow).toBe(NEW_CARDS_PER_DAY - 1);

    expect((await call('add_level_flashcard_deck', other.token, { profileId, level: 'ce1' })).status).toBe(404);
    expect((await call('add_level_flashcard_deck', token, { profileId, level: 'terminale' })).status).toBe(400);
  });
});

describe('« Mes erreurs » from quizzes', () => {
  it('turns each question missed into one card (question in front, answer behind), and a replay adds nothing', async () => {
    const { token, profileId } = await subscriberAndStranger();
    const detail = {
      gameId: randomUUID(), uid: profileId, profileId, mode: 'quiz-zone' as const, categoryId: 'geographie', level: 1, correct: 8, incorrect: 2, total: 10,
      points: 80, coins: 0, lifelinesUsed: 0, averageMs: 4000, byCategory: [],
      mistakes: [
        { questionId: 'geo-test-1', question: 'Quelle est la capitale du Canada ?', answer: 'Ottawa' },
        { questionId: 'geo-test-2', question: 'Quel fleuve traverse Lyon et Avignon ?', answer: 'Le Rhône' },
      ],
      completedAt: new Date().toISOString(),
    };
    const cards = async () => ((await call('get_due_flashcards', token, { profileId, deckId: 'mes-erreurs', limit: 100 })).body?.data.cards ?? []) as Card[];
    await publish(localBus(), 'plume', quizCompleted, detail);
    const made = await eventually(cards, (found) => found.length === 2);
    expect(made.map((card) => ({ cardId: card.cardId, word: card.word }))).toEqual(expect.arrayContaining([
      { cardId: 'quiz-geo-test-1', word: 'Ottawa' },
      { cardId: 'quiz-geo-test-2', word: 'Le Rhône' },
    ]));
    await Promise.all([publish(localBus(), 'plume', quizCompleted, detail), publish(localBus(), 'plume', quizCompleted, detail)]);
    await eventsDelivered();
    expect(await cards()).toHaveLength(2);
  });
});
