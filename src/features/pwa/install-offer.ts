/**
 * The in-app invitation to install (design: never on first paint, at a good moment, dismissible and
 * remembered). The browser's `beforeinstallprompt` is kept from the start (main.tsx) and offered
 * later: from the second visit on, or once a pack was saved for offline use. iOS has no such event:
 * there the invitation explains Add to Home Screen instead.
 */
import type { EarlyState } from '../../boot/early-state.ts';
import { readLocal, writeLocal } from '../../lib/local-store.ts';
import { createStore } from '../../device/store.ts';
import { useStore } from '../../lib/use-store.ts';

type InstallEvent = Event & { prompt: () => Promise<void>; userChoice: Promise<{ outcome: 'accepted' | 'dismissed' }> };

/** How long after a dismissal the invitation stays away. */
const DISMISSED_FOR_MS = 60 * 86_400_000;

export type InstallOffer = { kind: 'prompt' } | { kind: 'ios' } | null;

let deferred: InstallEvent | null = null;
let ready = false;
const offer = createStore<InstallOffer>(null, { equal: (a, b) => a?.kind === b?.kind });

const standalone = () => window.matchMedia?.('(display-mode: standalone)').matches || (navigator as { standalone?: boolean }).standalone === true;
const isIos = () => /iphone|ipad|ipod/i.test(navigator.userAgent) && !/crios|fxios|edgios/i.test(navigator.userAgent);

function update() {
  const dismissedAt = Number(readLocal('installDismissed') ?? 0);
  const goodMoment = Number(readLocal('visits') ?? 0) >= 2 || readLocal('packs') !== null;
  offer.set(!ready || standalone() || Date.now() - dismissedAt < DISMISSED_FOR_MS || !goodMoment ? null : deferred ? { kind: 'prompt' } : isIos() ? { kind: 'ios' } : null);
}

/** At start, before anything else: the browser's offer is kept for later, and this visit counted. */
export function captureInstallOffer() {
  // An offer that came before this script did (a server-rendered page's first script kept it).
  const early = window as Window & EarlyState;
  if (early.__earlyInstallPrompt) deferred = early.__earlyInstallPrompt as InstallEvent;
  early.__earlyInstallPrompt = null;
  window.addEventListener('beforeinstallprompt', (e) => {
    e.preventDefault();
    deferred = e as InstallEvent;
    update();
  });
  window.addEventListener('appinstalled', () => {
    deferred = null;
    update();
  });
  if (!readLocal('visits', 'session')) {
    writeLocal('visits', '1', 'session');
    writeLocal('visits', String(Number(readLocal('visits') ?? 0) + 1));
  }
}

/** The page has settled (well after its first paint): the invitation may show from now on. */
export function allowInstallOffer() {
  ready = true;
  update();
  window.addEventListener('storage', update);
}

/** A pack was just saved: a good moment to offer the app. */
export const reconsiderInstallOffer = () => update();

export async function acceptInstall() {
  const e = deferred;
  deferred = null;
  update();
  await e?.prompt().catch(() => undefined);
}

export function dismissInstall() {
  writeLocal('installDismissed', String(Date.now()));
  update();
}

export const useInstallOffer = (): InstallOffer => useStore(offer);
