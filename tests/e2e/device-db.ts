/**
 * The device's IndexedDB database as a test reads and writes it from the page: Dexie's `storefront`
 * (src/device/db/app-db.ts), opened without Dexie, at whatever version the app made it.
 */
import type { Page } from '@playwright/test';

/** What one visit to the database does: each store's keys, one store's rows, or a row written. */
type Step = { keys: string[] } | { values: string } | { put: string; row: Record<string, unknown>; blobs: string[] };

function onDevice(page: Page, step: Step): Promise<unknown> {
  return page.evaluate(async (step) => {
    const open = indexedDB.open('storefront');
    const db: IDBDatabase = await new Promise((resolve, reject) => {
      open.onsuccess = () => resolve(open.result);
      open.onerror = () => reject(open.error);
    });
    const ask = <T>(req: IDBRequest<T>) =>
      new Promise<T>((resolve, reject) => {
        req.onsuccess = () => resolve(req.result);
        req.onerror = () => reject(req.error);
      });
    try {
      if ('keys' in step) {
        const keys: Record<string, string[]> = {};
        for (const name of step.keys) keys[name] = (await ask(db.transaction(name).objectStore(name).getAllKeys())).map(String);
        return keys;
      }
      if ('values' in step) return await ask(db.transaction(step.values).objectStore(step.values).getAll());
      const row = { ...step.row };
      for (const field of step.blobs) row[field] = new Blob([String(row[field])]);
      const tx = db.transaction(step.put, 'readwrite');
      tx.objectStore(step.put).put(row);
      await new Promise<void>((resolve, reject) => {
        tx.oncomplete = () => resolve();
        tx.onerror = () => reject(tx.error);
      });
      return undefined;
    } finally {
      db.close();
    }
  }, step);
}

/** The keys of each of these stores, as strings. */
export const deviceKeys = (page: Page, stores: string[]) => onDevice(page, { keys: stores }) as Promise<Record<string, string[]>>;

/** How many rows each of these stores holds. */
export const deviceRows = async (page: Page, stores: string[]): Promise<Record<string, number>> =>
  Object.fromEntries(Object.entries(await deviceKeys(page, stores)).map(([name, keys]) => [name, keys.length]));

/** Every row of a store (what can be cloned out of the page: no Blob). */
export const deviceValues = <T>(page: Page, store: string) => onDevice(page, { values: store }) as Promise<T[]>;

/** Writes a row into a store; each field named in `blobs` (a string here) is written as a Blob of that text. */
export const devicePut = async (page: Page, store: string, row: Record<string, unknown>, blobs: string[] = []) => {
  await onDevice(page, { put: store, row, blobs });
};
