/**
 * A saved pack's copies fetched anew, where the service worker runs it on a Periodic Background
 * Sync (installed apps, where the browser has it): prices and stock stay fresh with no page open.
 * New products join a pack when the app itself refreshes it (pack-downloader.ts resumePacks).
 */
import { fetchForStore } from '../api/client.ts';
import { CACHE_NAMES } from '../api/cache-names.ts';
import { db } from '../db/app-db.ts';

export const PACKS_SYNC_TAG = 'packs';

export async function refreshSavedPacks(): Promise<void> {
  const cache = await caches.open(CACHE_NAMES.packs);
  for (const pack of await db.packs.where('locale').anyOf('fa', 'en').toArray()) {
    if (pack.status !== 'done') continue;
    let failed = false;
    for (const item of await db.packItems.where('pack').equals(pack.id).toArray()) {
      try {
        const res = await fetchForStore(item.url);
        if (res.ok) await cache.put(item.url, res);
      } catch {
        failed = true; // the network went: what was fetched is kept, the date stays as it was
        break;
      }
    }
    if (!failed) await db.packs.update(pack.id, { saved_at: Date.now() });
  }
}
