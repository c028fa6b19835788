import { openDB, type DBSchema, type IDBPDatabase, type OpenDBCallbacks } from 'idb';

/**
 * An IndexedDB database opened at its first use and kept open, as the offline stores use theirs: the connection
 * closes itself when another one asks (a sign-out deleting the database, a newer version of the app), and a failed or
 * ended opening is tried again at the next use.
 */
export function lazyDatabase<Schema extends DBSchema>(name: string, version: number, upgrade: OpenDBCallbacks<Schema>['upgrade']): () => Promise<IDBPDatabase<Schema>> {
  let opening: Promise<IDBPDatabase<Schema>> | undefined;
  return () =>
    (opening ??= openDB<Schema>(name, version, {
      ...(upgrade ? { upgrade } : {}),
      blocking() {
        const closing = opening;
        opening = undefined;
        void closing?.then((db) => db.close());
      },
      terminated() {
        opening = undefined;
      },
    }).catch((error: unknown) => {
      opening = undefined;
      throw error;
    }));
}
