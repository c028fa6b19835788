import type { DBSchema } from 'idb';
import { lazyDatabase } from './lazy-database';

/**
 * Records a feature keeps on this device to work offline (a downloaded session, its answers), by key: IndexedDB where
 * the browser has it (a database of the feature's own, one store `records`), else memory for the page's life (a
 * browser without it, and the screen tests).
 */
export interface DeviceStore<Value> {
  all(): Promise<Value[]>;
  get(key: string): Promise<Value | undefined>;
  put(value: Value): Promise<void>;
  delete(key: string): Promise<void>;
}

interface Schema<Value> extends DBSchema {
  records: { key: string; value: Value };
}

export function memoryDeviceStore<Value>(keyOf: (value: Value) => string): DeviceStore<Value> {
  const records = new Map<string, Value>();
  return {
    all: async () => [...records.values()].map((value) => structuredClone(value)),
    get: async (key) => structuredClone(records.get(key)),
    put: async (value) => void records.set(keyOf(value), structuredClone(value)),
    delete: async (key) => void records.delete(key),
  };
}

function indexedDbStore<Value>(database: string, keyPath: string): DeviceStore<Value> {
  const open = lazyDatabase<Schema<Value>>(database, 1, (db) => {
    db.createObjectStore('records', { keyPath });
  });
  return {
    all: async () => (await open()).getAll('records'),
    get: async (key) => (await open()).get('records', key),
    put: async (value) => void (await (await open()).put('records', value)),
    delete: async (key) => (await open()).delete('records', key),
  };
}

/** The feature's store, chosen at first use; `swap` gives a test a fresh one, as on a new page. */
export function deviceStore<Value, Key extends keyof Value & string>(database: string, keyPath: Key): { store: () => DeviceStore<Value>; swap: (next: DeviceStore<Value>) => void } {
  let current: DeviceStore<Value> | undefined;
  return {
    store: () => (current ??= typeof indexedDB === 'undefined' ? memoryDeviceStore((value) => String(value[keyPath])) : indexedDbStore(database, keyPath)),
    swap: (next) => {
      current = next;
    },
  };
}
