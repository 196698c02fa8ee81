/** The device's storage as the browser reports it: how much is free, and whether saved data is kept for good. */

/** Bytes used and available to this site, or null where the browser does not say. */
export async function storageEstimate(): Promise<{ usage: number; quota: number } | null> {
  if (typeof navigator === 'undefined' || !navigator.storage?.estimate) return null;
  const { usage = 0, quota = 0 } = await navigator.storage.estimate();
  return quota > 0 ? { usage, quota } : null;
}

export type Persistence = 'granted' | 'denied' | 'unsupported';

/** Whether the browser already keeps this site's data through storage pressure. */
export async function persistence(): Promise<Persistence> {
  if (typeof navigator === 'undefined' || !navigator.storage?.persisted) return 'unsupported';
  return (await navigator.storage.persisted()) ? 'granted' : 'denied';
}

/** Asks the browser to keep this site's data through storage pressure, and says what it answered. */
export async function askPersistence(): Promise<Persistence> {
  if (typeof navigator === 'undefined' || !navigator.storage?.persist) return 'unsupported';
  return (await navigator.storage.persist()) ? 'granted' : 'denied';
}
