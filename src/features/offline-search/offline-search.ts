/** The page's side of the device's product search: questions to the search worker, answers as promises. */
import type { ProductListItem } from '../../../contract/catalog.ts';
import type { Locale } from '../../i18n/locale.ts';
import type { SearchReply, SearchRequest } from './search.worker.ts';

let worker: Worker | null = null;
let nextId = 1;
const waiting = new Map<number, { resolve: (r: DeviceResults) => void; reject: (e: Error) => void }>();

/** Products found on this device, and how many products it searched. */
export type DeviceResults = { products: ProductListItem[]; indexed: number };

function searchWorker(): Worker {
  if (worker) return worker;
  worker = new Worker(new URL('./search.worker.ts', import.meta.url), { type: 'module', name: 'offline-search' });
  worker.addEventListener('message', (event: MessageEvent<SearchReply>) => {
    const reply = event.data;
    const pending = waiting.get(reply.id);
    if (!pending) return;
    waiting.delete(reply.id);
    if ('error' in reply) pending.reject(new Error(reply.error));
    else pending.resolve({ products: reply.products, indexed: reply.indexed });
  });
  return worker;
}

/** Searches the products this device holds (visited pages and saved packs), in the worker. */
export function searchOnDevice(locale: Locale, query: string, limit = 48): Promise<DeviceResults> {
  if (typeof Worker === 'undefined' || typeof caches === 'undefined') return Promise.resolve({ products: [], indexed: 0 });
  const id = nextId++;
  return new Promise((resolve, reject) => {
    waiting.set(id, { resolve, reject });
    searchWorker().postMessage({ id, locale, query, limit } satisfies SearchRequest);
  });
}
