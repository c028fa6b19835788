import type { QueryClient } from '@tanstack/react-query';
import { mayRetry } from './api-client';
import type { DeviceStore } from './device-store';
import { noteOfflineWork, type OfflineWork } from './offline-data';

/** What a feature downloads to do offline (a spelling session, a dictation), as its sending needs to know it. */
export interface DownloadedWork<Value> {
  work: OfflineWork;
  store: () => DeviceStore<Value>;
  /** Done on the device, and waiting for the server. */
  waiting: (value: Value) => boolean;
  /** When it was downloaded: the oldest goes first. */
  downloadedAt: (value: Value) => string;
  /** Sends it, and answers the record as the server's answer leaves it (judged, corrected). */
  send: (value: Value) => Promise<Value>;
  /** The record once the server refused it for good, with why. */
  refused: (value: Value, reason: string) => Value;
  /** After each one answered or refused: what the pages read again. */
  after: (value: Value, queryClient: QueryClient | undefined) => void;
}

/**
 * The sending of a feature's downloaded work that waits (docs/offline.md): oldest first, one request each. Answered:
 * the record the server's answer leaves is kept, to be shown. Refused for good (a 4xx — expired after its week): kept
 * with the reason, to be said. The network or the server failing: the rest waits for the next try (the network's
 * return, the app's start, the feature's page). One pass at a time; a call during a pass (the learner hands in while
 * the network's return is sending) gets one more pass after it — that pass may have read the list before — shared by
 * every call meanwhile, so the work just handed in is always tried before the call's promise settles. The flag says
 * whether anything still waits.
 */
export function waitingWorkSender<Value>(downloaded: DownloadedWork<Value>): (queryClient?: QueryClient) => Promise<void> {
  let running: Promise<void> | undefined;
  let again: Promise<void> | undefined;
  const pass = async (queryClient: QueryClient | undefined) => {
    const waiting = (await downloaded.store().all()).filter(downloaded.waiting).sort((a, b) => downloaded.downloadedAt(a).localeCompare(downloaded.downloadedAt(b)));
    for (const value of waiting) {
      try {
        await downloaded.store().put(await downloaded.send(value));
      } catch (error) {
        if (mayRetry(error)) break;
        await downloaded.store().put(downloaded.refused(value, (error as Error).message));
      }
      downloaded.after(value, queryClient);
    }
    noteOfflineWork(downloaded.work, (await downloaded.store().all()).some(downloaded.waiting));
  };
  const send = (queryClient?: QueryClient): Promise<void> => {
    if (!running) {
      running = pass(queryClient).finally(() => {
        running = undefined;
      });
      return running;
    }
    return (again ??= running.catch(() => undefined).then(() => {
      again = undefined;
      return send(queryClient);
    }));
  };
  return send;
}
