import { notifications } from '@mantine/notifications';
import { act, renderHook, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from './api-client';
import { memoryKeptAnswers, queriesShownFromCopy, readOrKept, swapKeptAnswers, useKeptSince, type KeptAnswersStore } from './kept-answers';
import { sessionStore } from './session-store';

const signIn = (uid: string | null) =>
  sessionStore.set(uid ? { status: 'signed-in', user: { uid, groups: [], mfaSetupRequired: false, staffPhoneSignIn: false } } : { status: 'signed-out', user: null });
const networkFailure = () => new ApiError('Le réseau est injoignable.', 0, 'network_error');
const decksKey = ['flashcards', 'profile', 'hugo', 'decks'] as const;
const decks = { decks: [{ deckId: 'voyage', name: 'Mots du voyage', cards: 3, due: 1 }] };

let store: KeptAnswersStore;
/** Reads once from the server (or fails as given) and waits until the answer is kept. */
async function answered(uid: string, queryKey: readonly unknown[], data: unknown) {
  await readOrKept(queryKey, async () => data);
  await waitFor(async () => expect((await store.kept(uid, JSON.stringify(queryKey)))?.data).toEqual(data));
}

describe('the answers kept for a cold start without network', () => {
  beforeEach(() => {
    store = memoryKeptAnswers();
    swapKeptAnswers(store);
    signIn('parent-1');
  });
  afterEach(() => signIn(null));

  it('answers from the copy kept at the last read when the network fails, and says since when', async () => {
    // Prepare
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-12-01T08:00:00.000Z'));
    await answered('parent-1', decksKey, decks);
    vi.useRealTimers();
    const since = renderHook(() => useKeptSince([['account', 'parent-1'], decksKey]));
    expect(since.result.current).toBeUndefined();

    // Act
    const offline = await act(() => readOrKept(decksKey, () => Promise.reject(networkFailure())));

    // Assess
    expect(offline).toEqual(decks);
    expect(since.result.current).toBe('2026-12-01T08:00:00.000Z');
    expect(queriesShownFromCopy()).toEqual([decksKey]);
  });

  it('lets the server’s answer win once it comes: the copy is replaced and the page no longer says it shows one', async () => {
    await answered('parent-1', decksKey, decks);
    await readOrKept(decksKey, () => Promise.reject(networkFailure()));
    const since = renderHook(() => useKeptSince([decksKey]));
    expect(since.result.current).toBeDefined();

    const fresh = { decks: [...decks.decks, { deckId: 'école', name: 'Mots de l’école', cards: 2, due: 2 }] };
    await act(() => answered('parent-1', decksKey, fresh));

    expect(since.result.current).toBeUndefined();
    expect(queriesShownFromCopy()).toEqual([]);
    expect(await readOrKept(decksKey, () => Promise.reject(networkFailure()))).toEqual(fresh);
  });

  it('answers from the copy when the browser says it is offline, whatever the failure', async () => {
    await answered('parent-1', decksKey, decks);
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);

    expect(await readOrKept(decksKey, () => Promise.reject(new Error('Failed to fetch')))).toEqual(decks);
  });

  it('never answers a refusal from the server with the copy: the failure is said and thrown, as before', async () => {
    await answered('parent-1', decksKey, decks);
    const show = vi.spyOn(notifications, 'show');
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const refused = new ApiError('Abonnement requis.', 403, 'subscription_required');

    await expect(readOrKept(decksKey, () => Promise.reject(refused))).rejects.toBe(refused);

    expect(show).toHaveBeenCalledWith(expect.objectContaining({ message: 'Abonnement requis.' }));
    expect(queriesShownFromCopy()).toEqual([]);
  });

  it('fails as before, and says it, when nothing was kept', async () => {
    const show = vi.spyOn(notifications, 'show');
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const failure = networkFailure();

    await expect(readOrKept(decksKey, () => Promise.reject(failure))).rejects.toBe(failure);

    expect(show).toHaveBeenCalledWith(expect.objectContaining({ message: 'Le réseau est injoignable.' }));
  });

  it('is the signed-in account’s only: another account on the device never sees it, and keeping its own drops it', async () => {
    await answered('parent-1', decksKey, decks);

    signIn('other-2');
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    await expect(readOrKept(decksKey, () => Promise.reject(networkFailure()))).rejects.toMatchObject({ status: 0 });
    await answered('other-2', ['account', 'other-2'], { uid: 'other-2', profiles: [] });

    expect(await store.kept('parent-1', JSON.stringify(decksKey))).toBeUndefined();
  });

  it('keeps nothing for a visitor who is not signed in', async () => {
    signIn(null);
    const keep = vi.spyOn(store, 'keep');

    await readOrKept(decksKey, async () => decks);

    expect(keep).not.toHaveBeenCalled();
  });
});
