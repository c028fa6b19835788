import type { DBSchema } from 'idb';
import type { KeptAnswer, KeptAnswersStore } from './kept-answers';
import { lazyDatabase } from './lazy-database';
import { KEPT_ANSWERS_DATABASE } from './offline-data';

const ANSWERS = 'answers';

interface KeptAnswersSchema extends DBSchema {
  [ANSWERS]: { key: string; value: KeptAnswer };
}

/**
 * The kept answers in the browser's IndexedDB (`plume-kept-answers`, one record per query, see `lib/offline-data.ts`),
 * opened at the first use. A database of its own, not a store in `plume-offline`: adding a store there would take a
 * new version of that database, which the flashcards' queue opens at version 1. The connection closes itself when
 * another one asks (a sign-out deleting the database).
 */
export function indexedDbKeptAnswers(): KeptAnswersStore {
  const database = lazyDatabase<KeptAnswersSchema>(KEPT_ANSWERS_DATABASE, 1, (db) => {
    db.createObjectStore(ANSWERS, { keyPath: 'queryHash' });
  });
  return {
    async keep(answer) {
      const transaction = (await database()).transaction(ANSWERS, 'readwrite');
      // One account's answers at a time: another account signed in here before (without signing out) loses its own.
      for (const other of await transaction.store.getAll()) if (other.uid !== answer.uid) await transaction.store.delete(other.queryHash);
      await transaction.store.put(answer);
      await transaction.done;
    },
    async kept(uid, queryHash) {
      const answer = await (await database()).get(ANSWERS, queryHash);
      return answer?.uid === uid ? answer : undefined;
    },
  };
}
