import { createStore, useStore } from './create-store';

/**
 * A new version of the app waiting to take over (its service worker installed, `lib/register-service-worker.ts`): the
 * page says so and updates when the person asks, never in the middle of what they are doing (docs/offline.md).
 */
const waiting = createStore(false);
let activate: (() => Promise<void>) | undefined;

/** Called by the service worker's registration when a new version has installed and waits. */
export function announceAppUpdate(update: () => Promise<void>): void {
  activate = update;
  waiting.set(true);
}

/** Lets the waiting version take over; the page reloads into it. */
export function updateApp(): void {
  void activate?.().catch((error: unknown) => console.error('The new version could not take over', error));
}

export const useAppUpdateWaiting = (): boolean => useStore(waiting);
