import { hashKey, queryOptions, type QueryKey } from '@tanstack/react-query';
import { ApiError, isNetworkFailure, reportFailure } from './api-client';
import { createStore, useStore } from './create-store';
import { getSession } from './session-store';

/**
 * A cold start without network (docs/offline.md, « What a cold start finds on the device »): the last answers a
 * learner needs to open Plume offline — the account (`get_user`: its profiles), each profile's decks list and flashcard
 * statistics, and what the learner's home shows — kept on this device for the signed-in account, and read back only
 * when the server cannot be reached. Only what the learner already saw goes here: never a quiz's answers, never anything about money.
 *
 * Why not React Query's own persistence (`@tanstack/react-query-persist-client`, or its per-query
 * `experimental_createQueryPersister`): both restore the kept copy first and ask the server after, so online the page
 * would show the old copy until the server answers, and offline the failed refetch turns the query into an error with
 * the copy beside it (our pages then show the error); neither knows the account a query belongs to (the flashcards'
 * keys name a profile), nor tells the page that it shows a copy. Here the server is asked first, as for a deck's due
 * cards (store `flashcard-due`), and the copy answers only for lack of network: a few dozen lines over `idb`, which the
 * app already has, in a chunk loaded after the first answer.
 */

/** One kept answer: whose, which query's, when the server gave it, and what it said. */
export interface KeptAnswer {
  uid: string;
  queryHash: string;
  keptAt: string;
  data: unknown;
}

/**
 * Where the answers are kept: IndexedDB in the browser (`kept-answers-store.ts`), memory in a test or a browser
 * without it. One account's answers at a time: keeping an answer for an account deletes every other account's.
 */
export interface KeptAnswersStore {
  keep(answer: KeptAnswer): Promise<void>;
  /** The answer kept for this account and query, if any: another account's is never returned. */
  kept(uid: string, queryHash: string): Promise<KeptAnswer | undefined>;
}

/**
 * For a page's life only: what a browser without IndexedDB has (the copy then answers a read that fails later on the
 * same page, not a reload), and what tests use. A store of `create-store`, so a screen test file starts without the
 * previous file's answers (`resetStores`).
 */
export function memoryKeptAnswers(): KeptAnswersStore {
  const answers = createStore<Record<string, KeptAnswer>>({});
  return {
    keep: async (answer) =>
      answers.set((current) => ({ ...Object.fromEntries(Object.entries(current).filter(([, other]) => other.uid === answer.uid)), [answer.queryHash]: structuredClone(answer) })),
    kept: async (uid, queryHash) => {
      const answer = answers.get()[queryHash];
      return answer?.uid === uid ? structuredClone(answer) : undefined;
    },
  };
}

let store: Promise<KeptAnswersStore> | undefined;

/** The store of this page: IndexedDB's code is downloaded at the first answer kept or looked for. */
function keptAnswers(): Promise<KeptAnswersStore> {
  return (store ??=
    typeof indexedDB === 'undefined'
      ? Promise.resolve(memoryKeptAnswers())
      : import('./kept-answers-store')
          .then(({ indexedDbKeptAnswers }) => indexedDbKeptAnswers())
          .catch((error: unknown) => {
            store = undefined;
            throw error;
          }));
}

/** For tests: the store a page uses (one that outlives a simulated reload, say). */
export function swapKeptAnswers(test: KeptAnswersStore): void {
  store = Promise.resolve(test);
  shown.set({});
}

/** The queries this page shows from the kept copy, by hash, with when the copy was kept. */
const shown = createStore<Record<string, { queryKey: QueryKey; keptAt: string }>>({});

/**
 * A query's answer: the server's, kept for the signed-in account; or, when the server cannot be reached (a network
 * failure, or the browser says it is offline), the answer kept for that account last time, noted as shown from the
 * copy ({@link useKeptSince}). `read` must be quiet: a failure the copy does not answer is reported here, as `call`
 * would have (a toast and the console).
 */
export async function readOrKept<T>(queryKey: QueryKey, read: () => Promise<T>): Promise<T> {
  const uid = getSession().user?.uid;
  const queryHash = hashKey(queryKey);
  let data: T;
  try {
    data = await read();
  } catch (error) {
    const kept = uid && (isNetworkFailure(error) || !navigator.onLine) ? await keptAnswers().then((answers) => answers.kept(uid, queryHash)).catch(() => undefined) : undefined;
    if (!kept) {
      if (error instanceof ApiError) reportFailure(error);
      throw error;
    }
    shown.set((current) => ({ ...current, [queryHash]: { queryKey, keptAt: kept.keptAt } }));
    return kept.data as T;
  }
  if (shown.get()[queryHash]) shown.set(({ [queryHash]: _answered, ...rest }) => rest);
  if (uid) void keep({ uid, queryHash, keptAt: new Date().toISOString(), data });
  return data;
}

/**
 * A query whose answer is kept for a cold start without network (`readOrKept`): `read` quietly (the copy may answer
 * its failure), and run even when the browser says it is offline (React Query would otherwise wait for the network).
 */
export function keptQueryOptions<T, Key extends QueryKey>(queryKey: Key, read: () => Promise<T>) {
  return queryOptions({ queryKey, queryFn: () => readOrKept(queryKey, read), networkMode: 'always' });
}

async function keep(answer: KeptAnswer): Promise<void> {
  try {
    const answers = await keptAnswers();
    // Signed out (or someone else signed in) while the answer came: it is no longer this device's to keep.
    if (getSession().user?.uid !== answer.uid) return;
    await answers.keep(answer);
  } catch (error) {
    console.error('The answer could not be kept for offline use', error);
  }
}

/** When the oldest copy among these queries' was kept, if the page shows any of them from the copy. */
export function useKeptSince(queryKeys: readonly QueryKey[]): string | undefined {
  const current = useStore(shown);
  const keptAt = queryKeys.map((queryKey) => current[hashKey(queryKey)]?.keptAt).filter((at) => at !== undefined);
  return keptAt.toSorted()[0];
}

/** The queries shown from the copy: read again when the network returns (`app/offline-sync.ts`). */
export function queriesShownFromCopy(): QueryKey[] {
  return Object.values(shown.get()).map(({ queryKey }) => queryKey);
}
