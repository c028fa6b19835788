import { notificationsStore } from '@mantine/notifications';
import { dueFlashcardsSchema } from '@plume/shared/flashcards/api';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '@/lib/api-client';
import { i18n } from '@/lib/i18n';
import { hasOfflineWork } from '@/lib/offline-data';
import { apiSuccess, stubBackend } from '@/test/fake-backend';
import { loadDueFlashcards } from '../api/get-due-flashcards';
import { memoryReviewQueue, type ReviewInput, type ReviewQueueStore } from './review-queue';
import { flushReviewQueue, getReviewQueueState, queueReview, swapReviewQueue } from './review-sync';

const review = (reviewId: string, cardId = reviewId, rating: ReviewInput['rating'] = 3): ReviewInput => ({ profileId: 'lea', deckId: 'mes-erreurs', cardId, reviewId, rating });

/** The browser says it is online or not (`navigator.onLine`), as Chromium does when the network drops. */
const setOnline = (online: boolean) => vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(online);
// The navigator is one for every screen file of the worker: the next file finds it as the browser has it.
afterEach(() => vi.restoreAllMocks());

/** A server that applies each review id once, as `review_flashcard` does, and can fail the way a network does. */
function fakeServer() {
  const applied = new Map<string, ReviewInput>();
  const calls: string[] = [];
  const failures = new Map<string, ApiError | 'lost answer'>();
  const gradedAt = new Map<string, string>();
  const send = async (sent: ReviewInput) => {
    calls.push(sent.reviewId);
    // Each with when its grade was given on the device (the server schedules from then).
    const { gradedAt: given, ...review } = sent;
    expect(Object.keys(review).toSorted()).toEqual(['cardId', 'deckId', 'profileId', 'rating', 'reviewId']);
    gradedAt.set(sent.reviewId, given!);
    const failure = failures.get(sent.reviewId);
    failures.delete(sent.reviewId);
    if (failure instanceof ApiError) throw failure;
    if (!applied.has(sent.reviewId)) applied.set(sent.reviewId, review);
    // Applied, but the answer never came back: to the page, the network failed.
    if (failure === 'lost answer') throw new ApiError('Le réseau est indisponible.', 0, 'network_error');
    return { reviewId: sent.reviewId };
  };
  return { applied, calls, failures, gradedAt, send };
}

const toasts = () => notificationsStore.getState().notifications.map(({ message }) => message);

describe('the review queue', () => {
  let store: ReviewQueueStore;
  let server: ReturnType<typeof fakeServer>;

  beforeEach(async () => {
    await i18n.changeLanguage('fr');
    store = memoryReviewQueue();
    server = fakeServer();
    swapReviewQueue({ store, send: server.send });
  });

  it('keeps grades given offline, says how many wait, and sends each once when the network is back', async () => {
    setOnline(false);
    await queueReview(review('r1', 'jardin'));
    await queueReview(review('r2', 'souris', 1));

    expect(server.calls).toEqual([]);
    expect(getReviewQueueState().waiting).toEqual({ lea: 2 });
    expect(hasOfflineWork('reviews')).toBe(true);

    setOnline(true);
    await flushReviewQueue();

    expect(server.calls).toEqual(['r1', 'r2']);
    expect([...server.applied.values()]).toEqual([review('r1', 'jardin'), review('r2', 'souris', 1)]);
    expect(getReviewQueueState()).toMatchObject({ waiting: {}, delivered: { lea: 2 }, sending: false });
    expect(await store.all()).toEqual([]);
    expect(hasOfflineWork('reviews')).toBe(false);
  });

  it('sends each grade with when it was given, however late it goes', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-11-30T08:15:00.000Z'));
    setOnline(false);
    await queueReview(review('r1', 'jardin'));
    vi.setSystemTime(new Date('2026-11-30T11:40:00.000Z'));
    setOnline(true);
    await flushReviewQueue();
    vi.useRealTimers();
    expect(server.gradedAt.get('r1')).toBe('2026-11-30T08:15:00.000Z');
  });

  it('sends a grade given online at once, without counting it as waiting', async () => {
    setOnline(true);
    await queueReview(review('r1'));
    expect(getReviewQueueState().waiting).toEqual({});
    await flushReviewQueue();

    expect(server.calls).toEqual(['r1']);
    expect(getReviewQueueState()).toMatchObject({ waiting: {}, delivered: {} });
    expect(await store.all()).toEqual([]);
  });

  it('drops a review the server refuses (4xx) and says so, never sending it again', async () => {
    setOnline(false);
    await queueReview(review('r1', 'effacée'));
    await queueReview(review('r2', 'jardin'));
    server.failures.set('r1', new ApiError('Cette carte n’existe plus.', 404, 'flashcard_not_found'));

    setOnline(true);
    await flushReviewQueue();
    await flushReviewQueue();

    expect(server.calls).toEqual(['r1', 'r2']);
    expect([...server.applied.keys()]).toEqual(['r2']);
    expect(await store.all()).toEqual([]);
    expect(getReviewQueueState().dropped).toEqual({ lea: { count: 1, reason: 'Cette carte n’existe plus.' } });
    expect(toasts()).toEqual(['1 révision refusée par le serveur n’a pas été enregistrée\u00A0: Cette carte n’existe plus.']);
  });

  it('keeps what the server (5xx) or the network failed, for the next flush; the network failing ends the pass', async () => {
    setOnline(false);
    for (const id of ['r1', 'r2', 'r3', 'r4']) await queueReview(review(id));
    server.failures.set('r1', new ApiError('Erreur interne.', 503, 'internal_error'));
    server.failures.set('r3', new ApiError('Le réseau est indisponible.', 0, 'network_error'));

    setOnline(true);
    await flushReviewQueue();

    // r1 failed on the server: the pass went on; r3 met no network: r4 was not tried.
    expect(server.calls).toEqual(['r1', 'r2', 'r3']);
    expect((await store.all()).map(({ review }) => review.reviewId)).toEqual(['r1', 'r3', 'r4']);
    expect(getReviewQueueState().waiting).toEqual({ lea: 3 });
    expect(toasts()).toEqual([]);

    await flushReviewQueue();
    expect(server.calls).toEqual(['r1', 'r2', 'r3', 'r1', 'r3', 'r4']);
    expect([...server.applied.keys()].toSorted()).toEqual(['r1', 'r2', 'r3', 'r4']);
    expect(getReviewQueueState()).toMatchObject({ waiting: {}, delivered: { lea: 3 } });
  });

  it('sends the same review id again when an answer was lost: the server counts the review once', async () => {
    setOnline(false);
    await queueReview(review('r1', 'jardin'));
    server.failures.set('r1', 'lost answer');

    setOnline(true);
    await flushReviewQueue();
    expect(server.applied.size).toBe(1);
    expect(getReviewQueueState().waiting).toEqual({ lea: 1 });

    await flushReviewQueue();
    expect(server.calls).toEqual(['r1', 'r1']);
    expect(server.applied.size).toBe(1);
    expect(await store.all()).toEqual([]);
  });

  describe('after a pass that left reviews for a failure that may pass', () => {
    const networkFailure = () => new ApiError('Le réseau est indisponible.', 0, 'network_error');
    beforeEach(() => {
      vi.useFakeTimers();
      // No jitter: the waits are 2 s, 4 s, 8 s…
      vi.spyOn(Math, 'random').mockReturnValue(1);
    });
    afterEach(() => vi.useRealTimers());

    it('tries again by itself, waiting longer each time, until nothing is left; then stops', async () => {
      setOnline(false);
      for (const id of ['r1', 'r2']) await queueReview(review(id));
      server.failures.set('r1', networkFailure());
      setOnline(true);
      await flushReviewQueue();
      expect(server.calls).toEqual(['r1']);

      await vi.advanceTimersByTimeAsync(1_999);
      expect(server.calls).toEqual(['r1']);
      server.failures.set('r1', new ApiError('Erreur interne.', 503, 'internal_error'));
      await vi.advanceTimersByTimeAsync(1);
      expect(server.calls).toEqual(['r1', 'r1', 'r2']);

      await vi.advanceTimersByTimeAsync(3_999);
      expect(server.calls).toHaveLength(3);
      await vi.advanceTimersByTimeAsync(1);
      expect(server.calls).toEqual(['r1', 'r1', 'r2', 'r1']);
      expect(await store.all()).toEqual([]);
      expect(getReviewQueueState().waiting).toEqual({});
      await vi.advanceTimersByTimeAsync(600_000);
      expect(server.calls).toHaveLength(4);
    });

    it('starts again from the shortest wait once a pass went through', async () => {
      setOnline(false);
      await queueReview(review('r1'));
      server.failures.set('r1', networkFailure());
      setOnline(true);
      await flushReviewQueue();
      await vi.advanceTimersByTimeAsync(2_000);
      expect(server.calls).toEqual(['r1', 'r1']);

      setOnline(false);
      await queueReview(review('r2'));
      server.failures.set('r2', networkFailure());
      setOnline(true);
      await flushReviewQueue();
      await vi.advanceTimersByTimeAsync(2_000);
      expect(server.calls).toEqual(['r1', 'r1', 'r2', 'r2']);
    });

    it('leaves it to the network’s return when the browser is offline, and never retries a refusal', async () => {
      setOnline(false);
      await queueReview(review('r1'));
      await queueReview(review('r2'));
      server.failures.set('r1', new ApiError('Cette carte n’existe plus.', 404, 'flashcard_not_found'));
      setOnline(true);
      // The network drops while r2 is on its way: the browser says so, as Chromium does.
      swapReviewQueue({ store, send: async (sent) => {
        if (sent.reviewId !== 'r2') return server.send(sent);
        server.calls.push(sent.reviewId);
        setOnline(false);
        throw networkFailure();
      } });
      await flushReviewQueue();
      expect(server.calls).toEqual(['r1', 'r2']);
      await vi.advanceTimersByTimeAsync(600_000);
      expect(server.calls).toEqual(['r1', 'r2']);
    });
  });

  it('looks again when a grade arrives during a flush, so nothing is left behind', async () => {
    setOnline(true);
    let release!: () => void;
    const slow = new Promise<void>((resolve) => (release = resolve));
    swapReviewQueue({ store, send: async (sent) => (sent.reviewId === 'r1' ? slow.then(() => server.send(sent)) : server.send(sent)) });
    await queueReview(review('r1'));
    const flushing = flushReviewQueue();
    await queueReview(review('r2'));
    release();
    await flushing;
    await flushReviewQueue();

    expect(server.calls).toEqual(['r1', 'r2']);
    expect(await store.all()).toEqual([]);
    expect(getReviewQueueState().waiting).toEqual({});
  });
});

describe('the due cards kept for offline reviews', () => {
  const schedule = { due: '2026-11-29T10:00:00.000Z', stability: 0, difficulty: 0, elapsed_days: 0, scheduled_days: 0, learning_steps: 0, reps: 0, lapses: 0, state: 0 };
  const next = { 1: '2026-11-30T10:01:00.000Z', 2: '2026-11-30T10:06:00.000Z', 3: '2026-11-30T10:10:00.000Z', 4: '2026-12-08T10:00:00.000Z' };
  const card = (word: string) => ({ cardId: word, deckId: 'mes-erreurs', source: 'mistake', word, written: '', category: 'missing', rule: 'missing', point: 'vocabulaire', createdAt: '2026-11-28T10:00:00.000Z', schedule, next });
  const due = dueFlashcardsSchema.parse({ due: 2, cards: [card('jardin'), card('souris')] });
  let store: ReviewQueueStore;

  beforeEach(() => {
    store = memoryReviewQueue();
    swapReviewQueue({ store, send: async () => ({}) });
  });

  it('answers offline from the copy last read, less the cards graded since', async () => {
    stubBackend({ '/api/get_due_flashcards': () => apiSuccess(due) });
    expect((await loadDueFlashcards('lea', 'mes-erreurs')).cards.map((c) => c.cardId)).toEqual(['jardin', 'souris']);

    setOnline(false);
    await queueReview(review('r1', 'jardin'));
    vi.stubGlobal('fetch', vi.fn(() => Promise.reject(new TypeError('Failed to fetch'))));

    const offline = await loadDueFlashcards('lea', 'mes-erreurs');
    expect(offline).toEqual({ due: 1, cards: [due.cards[1]] });
  });

  it('leaves out, online too, the cards whose grade still waits to be sent', async () => {
    setOnline(false);
    await queueReview(review('r1', 'souris'));
    stubBackend({ '/api/get_due_flashcards': () => apiSuccess(due) });

    expect(await loadDueFlashcards('lea', 'mes-erreurs')).toEqual({ due: 1, cards: [due.cards[0]] });
    expect(await store.keptDue('lea', 'mes-erreurs')).toEqual({ due: 1, cards: [due.cards[0]] });
  });

  it('fails as before without network and without a copy, and never hides the server’s own failures', async () => {
    vi.stubGlobal('fetch', vi.fn(() => Promise.reject(new TypeError('Failed to fetch'))));
    await expect(loadDueFlashcards('lea', 'mes-erreurs')).rejects.toMatchObject({ status: 0 });

    await store.keepDue('lea', 'mes-erreurs', due);
    stubBackend({ '/api/get_due_flashcards': () => new Response(JSON.stringify({ error: true, message: 'Erreur interne.', code: 'internal_error' }), { status: 500 }) });
    await expect(loadDueFlashcards('lea', 'mes-erreurs')).rejects.toMatchObject({ status: 500 });
  });
});
