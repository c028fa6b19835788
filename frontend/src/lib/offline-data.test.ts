import { describe, expect, it, vi } from 'vitest';
import { clearPersonalState } from './client-state';
import { clearOfflineData, hasOfflineWork, KEPT_ANSWERS_DATABASE, noteOfflineWork, OFFLINE_DATABASE, rememberedSubscription, rememberSubscription } from './offline-data';

describe('the offline data', () => {
  it('says whether work waits, without opening the database', () => {
    expect(hasOfflineWork()).toBe(false);
    noteOfflineWork(true);
    expect(hasOfflineWork()).toBe(true);
    noteOfflineWork(false);
    expect(hasOfflineWork()).toBe(false);
  });

  it('is deleted with the rest of what a person leaves on the device at sign-out', () => {
    const deleteDatabase = vi.fn(() => ({}) as IDBOpenDBRequest);
    vi.stubGlobal('indexedDB', { deleteDatabase });
    noteOfflineWork(true);
    rememberSubscription('parent-1', true);

    clearPersonalState();

    expect(deleteDatabase).toHaveBeenCalledWith(OFFLINE_DATABASE);
    // The account, decks lists and statistics kept for a cold start without network (lib/kept-answers.ts).
    expect(deleteDatabase).toHaveBeenCalledWith(KEPT_ANSWERS_DATABASE);
    expect(hasOfflineWork()).toBe(false);
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
    noteOfflineWork(true);
    expect(() => clearOfflineData()).not.toThrow();
    expect(hasOfflineWork()).toBe(false);
  });
});
