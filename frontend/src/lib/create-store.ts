import { useSyncExternalStore } from 'react';

/** A tiny observable value for the client state that is not server data (session, active profile). */
export interface Store<T> {
  get(): T;
  set(next: T | ((current: T) => T)): void;
  subscribe(listener: () => void): () => void;
}

/** Every store made, so a test file can start from a fresh page's state (`resetStores`). */
const stores: { reset(): void }[] = [];

export function createStore<T>(initial: T): Store<T> {
  let state = initial;
  const listeners = new Set<() => void>();
  stores.push({ reset: () => (state = initial) });
  return {
    get: () => state,
    set(next) {
      state = typeof next === 'function' ? (next as (current: T) => T)(state) : next;
      listeners.forEach((listener) => listener());
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

export function useStore<T>(store: Store<T>): T {
  return useSyncExternalStore(store.subscribe, store.get, store.get);
}

/**
 * Puts every store back to its first value, as a new page load would: screen tests share one module graph per worker
 * (`isolate: false` in vitest.config.ts), so each file starts from here rather than from the previous file's session.
 */
export function resetStores(): void {
  stores.forEach((store) => store.reset());
}
