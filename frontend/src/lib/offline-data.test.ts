import { describe, expect, it, vi } from 'vitest';
import { clearPersonalState } from './client-state';
import {
  clearOfflineData, DOWNLOADED_DICTATION_DATABASE, DOWNLOADED_SPELLING_DATABASE, hasOfflineWork, KEPT_ANSWERS_DATABASE, noteOfflineWork, OFFLINE_DATABASE, rememberedSubscription, rememberSubscription,
  OFFLINE_CLIPS_CACHE,
} from './offline-data';

describe('the offline data', () => {
  it('says whether work waits, without opening the database', () => {
    expect(hasOfflineWork('reviews')).toBe(false);
    noteOfflineWork('reviews', true);
    expect(hasOfflineWork('reviews')).toBe(true);
    noteOfflineWork('reviews', false);
    expect(hasOfflineWork('reviews')).toBe(false);
    // Each kind of work has its own flag: the reviews' queue emptying says nothing of a spelling session's answers.
    noteOfflineWork('spelling', true);
    expect([hasOfflineWork('reviews'), hasOfflineWork('spelling')]).toEqual([false, true]);
    noteOfflineWork('spelling', false);
  });

  it('is deleted with the rest of what a person leaves on the device at sign-out', () => {
    const deleteDatabase = vi.fn(() => ({}) as IDBOpenDBRequest);
    vi.stubGlobal('indexedDB', { deleteDatabase });
    const deleteCache = vi.fn(async () => true);
    vi.stubGlobal('caches', { delete: deleteCache });
    noteOfflineWork('reviews', true);
    noteOfflineWork('spelling', true);
    rememberSubscription('parent-1', true);

    clearPersonalState();

    expect(deleteDatabase).toHaveBeenCalledWith(OFFLINE_DATABASE);
    // The account, decks lists and statistics kept for a cold start without network (lib/kept-answers.ts).
    expect(deleteDatabase).toHaveBeenCalledWith(KEPT_ANSWERS_DATABASE);
    // The downloaded spelling sessions, their answers and their sounds.
    expect(deleteDatabase).toHaveBeenCalledWith(DOWNLOADED_SPELLING_DATABASE);
    expect(deleteDatabase).toHaveBeenCalledWith(DOWNLOADED_DICTATION_DATABASE);
    expect(deleteCache).toHaveBeenCalledWith(OFFLINE_CLIPS_CACHE);
    expect([hasOfflineWork('reviews'), hasOfflineWork('spelling')]).toEqual([false, false]);
    expect(rememberedSubscription('parent-1')).toBeUndefined();
  });

  it('keeps the subscription’s last answer for its account only', () => {
    expect(rememberedSubscription('parent-1')).toBeUndefined();
    rememberSubscription('parent-1', false);
    expect(rememberedSubscription('parent-1')).toBe(false);
    rememberSubscription('parent-1', true);
    expect([rememberedSubscription('parent-1'), rememberedSubscription('other')]).toEqual([true, undefined]);
  });

  it('has nothing to delete where the browser has no IndexedDB', () => {
    noteOfflineWork('reviews', true);
    expect(() => clearOfflineData()).not.toThrow();
    expect(hasOfflineWork('reviews')).toBe(false);
  });
});
