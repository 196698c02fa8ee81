/**
 * The page's side of the outbox: `submit` queues an intent and gets it on its way; the sender runs
 * on start, when the network comes back, when the page gets focus, after each write and when a
 * backoff runs out. Where the browser has Background Sync, the service worker also sends it when
 * the network is back (sw/outbox-delivery.ts).
 */
import { liveQuery } from 'dexie';
import { setOutboxCounts } from './pending-count.ts';
import { db } from '../../device/db/app-db.ts';
import { i18n } from '../../i18n/i18n.ts';
import type { Locale } from '../../i18n/locale.ts';
import { currentAccessToken, currentSession, memberIdOf, onSessionChange, sessionSettled } from '../session/session-view.ts';
import type { OutboxKind, PayloadOf } from '../../device/outbox/outbox-kinds.ts';
import { enqueue, flushOutbox, retryEntry, type EnqueueOptions } from '../../device/outbox/outbox-repo.ts';

let timer: ReturnType<typeof setTimeout> | undefined;

async function token(): Promise<string | null> {
  const s = await sessionSettled().catch(() => null);
  if (s?.status !== 'signedIn') return null;
  return currentAccessToken();
}

/** When another sender (a tab, the worker) holds the lock, look again soon: it may have missed a new entry. */
const BUSY_RETRY_MS = 1_500;

export async function kickOutbox() {
  clearTimeout(timer);
  const member = currentSession().session?.user.id ?? null;
  const result = await flushOutbox({ token, member }).catch(() => ({ busy: false as const, next: 5_000 }));
  const next = result.busy ? BUSY_RETRY_MS : result.next;
  if (next !== null) timer = setTimeout(() => void kickOutbox(), Math.max(1_000, next));
}

/**
 * Queues what the member did (with its attachments and its change on this device, in one
 * transaction), then sends it now if it can and asks the browser for a Background Sync in case
 * it cannot. The one way a feature writes to the server.
 */
export async function submit<K extends OutboxKind>(
  kind: K,
  payload: PayloadOf<K>,
  opts: Partial<Pick<EnqueueOptions, 'member' | 'locale'>> & Pick<EnqueueOptions, 'blobs' | 'local'> = {},
) {
  const member = opts.member ?? memberIdOf(currentSession());
  if (member === null) throw new Error('Only a member can queue a change');
  const locale = opts.locale ?? (i18n.locale === 'en' ? 'en' : 'fa') satisfies Locale;
  const entry = await enqueue(kind, payload, { ...opts, member, locale });
  void kickOutbox();
  void requestBackgroundSync();
  return entry;
}

/** The member asks to send a refused or waiting entry again, now. */
export async function retry(id: string) {
  await retryEntry(id);
  void kickOutbox();
  void requestBackgroundSync();
}

let started = false;
export function startOutbox() {
  if (started) return;
  started = true;
  const kick = () => void kickOutbox();
  // At once, not after the settle of lib/network-back.ts: the page sends before the worker's sync
  // does, and this page's outbox view follows what it sent itself.
  window.addEventListener('online', kick);
  window.addEventListener('focus', kick);
  document.addEventListener('visibilitychange', () => document.visibilityState === 'visible' && kick());
  onSessionChange((s) => {
    if (s.status === 'signedIn') kick();
  });
  // The header's count of writes still waiting on this device.
  liveQuery(async () => ({
    pending: await db.outbox.where('status').anyOf('queued', 'sending', 'failed').count(),
    sending: await db.outbox.where('status').equals('sending').count(),
  })).subscribe({ next: setOutboxCounts, error: () => undefined });
  kick();
}

/** Asks for a Background Sync where the browser has one (the worker then delivers). */
export async function requestBackgroundSync() {
  try {
    const reg = await navigator.serviceWorker?.ready;
    const sync = (reg as unknown as { sync?: { register: (tag: string) => Promise<void> } } | undefined)?.sync;
    await sync?.register('outbox');
  } catch {
    /* not supported: the page's own triggers cover it */
  }
}
