/**
 * The page's one bridge to the service worker (workbox-window): registration and the update
 * prompt's state. A new worker waits until the user agrees; open tabs are never force-reloaded.
 */
import type { Workbox } from 'workbox-window';
import { API_KEY_HEADER } from '../../../contract/constants.ts';
import { config } from '../../device/config.ts';
import { bootedUrls } from '../../device/api/boot.ts';
import { isApiPath } from '../../device/api/call-paths.ts';
import { localeOfPath } from '../../../shared/locale.ts';
import type { AnswerOf, PageMessage } from '../../device/messages.ts';
import { whenNoRequests } from '../../device/api/in-flight.ts';
import { createStore } from '../../device/store.ts';
import { useStore } from '../../lib/use-store.ts';

/** `note`: what the waiting version brings, per language, when it says; `applying`: the user agreed. */
type State = { updateReady: boolean; note: { fa: string; en: string } | null; applying: boolean };
const INITIAL: State = { updateReady: false, note: null, applying: false };
const update = createStore<State>(INITIAL);
let wb: Workbox | null = null;

/**
 * API and media URLs this page has loaded, with the API key the catalogue calls need and the
 * page's language (the answer of a call whose path the spec fixes in fa varies by it: client.ts).
 */
function loadedUrls(): (string | [string, RequestInit])[] {
  const withKey = { headers: { [API_KEY_HEADER]: config.apiKey, 'accept-language': localeOfPath(location.pathname) } };
  const out: (string | [string, RequestInit])[] = bootedUrls().map((u) => [new URL(u, location.href).href, withKey]);
  for (const entry of performance.getEntriesByType('resource')) {
    const url = new URL(entry.name);
    if (isApiPath(url.pathname)) out.push([entry.name, withKey]);
    else if (url.pathname.startsWith('/media/')) out.push(entry.name);
  }
  return out;
}

/** A message to the worker (src/device/messages.ts), and its answer; undefined with no worker. */
const ask = <M extends PageMessage>(message: M): Promise<AnswerOf<M>> | undefined => wb?.messageSW(message) as Promise<AnswerOf<M>> | undefined;

export function registerServiceWorker() {
  if (!('serviceWorker' in navigator) || import.meta.env.DEV) return;
  const uncontrolled = handOverWhenTaken();
  // workbox-window (2 KB gzip) comes with the registration, in a quiet moment after the page has
  // started (main.tsx), not with the page's own code.
  void import('workbox-window').then(
    ({ Workbox }) => register(new Workbox('/sw.js', { type: 'module', scope: '/' }), uncontrolled),
    (err: unknown) => console.warn('The service worker was not registered', err),
  );
}

/** Registers the worker through `reg` and follows it. The built worker is an ES module (vite-plugin-pwa injectManifest). */
function register(reg: Workbox, uncontrolled: boolean) {
  wb = reg;
  reg.addEventListener('waiting', () => {
    const asked = ask({ type: 'RELEASE' });
    const timeout = new Promise<undefined>((resolve) => setTimeout(() => resolve(undefined), 2_000));
    void Promise.race([asked?.catch(() => undefined), timeout]).then((release) => update.set({ ...INITIAL, updateReady: true, note: release?.notes ?? null }));
  });
  // A browser that refuses the worker (a private window, a policy) still has the page.
  void reg.register().then(
    (registration) => registration && uncontrolled && askToBeTaken(),
    (err: unknown) => console.warn('The service worker was not registered', err),
  );
}

/**
 * A page that started outside the worker (a first visit's, or one whose navigation passed the
 * worker by) hands the worker, once taken, the URLs it loaded without it (workbox CACHE_URLS), so
 * that this very page also opens offline. Says whether the page is outside the worker.
 */
function handOverWhenTaken(): boolean {
  const sw = navigator.serviceWorker;
  if (sw.controller) return false;
  sw.addEventListener('controllerchange', () => sw.controller?.postMessage({ type: 'CACHE_URLS', payload: { urlsToCache: loadedUrls() } } satisfies PageMessage), { once: true });
  return true;
}

/**
 * Once a worker is active, a page it does not control asks to be taken: the first visit's page
 * (the worker takes its clients as it activates: this asks again, harmlessly), and a page whose
 * navigation passed the worker by (a hard reload; or one under way while the first install took
 * over, which a CI run once met: the page stayed outside the worker, its reads uncached).
 */
function askToBeTaken() {
  const sw = navigator.serviceWorker;
  void sw.ready.then((registration) => {
    if (!sw.controller) registration.active?.postMessage({ type: 'CLAIM' } satisfies PageMessage);
  });
}

/** The longest the takeover waits for this page's own requests to settle. */
const QUIET_WAIT_MS = 3_000;

/**
 * The user agreed: let the waiting worker take over, then reload this tab once. The takeover
 * waits for this page's own requests to settle: Chromium stops the old worker first, and a
 * request that reaches it in that moment starts it again; the takeover then waits until the old
 * worker has sat idle for 30 s (tests/e2e/update.spec.ts).
 */
export async function applyUpdate() {
  const reg = wb;
  if (!reg || update.get().applying) return;
  update.set((s) => ({ ...s, applying: true }));
  reg.addEventListener('controlling', () => window.location.reload());
  await whenNoRequests(QUIET_WAIT_MS);
  reg.messageSkipWaiting();
}

export const dismissUpdate = () => update.set(INITIAL);

export const useServiceWorkerState = (): State => useStore(update);

/**
 * Tells the worker that a page is loading (or has loaded), so that its own background downloads
 * (the first install, an update) wait and the shopper's page comes first.
 */
export function notePageLoading(busy: boolean) {
  const reg = wb;
  if (!reg) return;
  void reg.getSW().then(
    (sw) => sw.postMessage({ type: 'PAGE_BUSY', busy } satisfies PageMessage),
    () => undefined,
  );
}
