/**
 * The current palette mode, shared by the toggle and the antd theme; persisted in the cookie.
 * The page's head script has already applied it (`<html data-theme>`, from the cookie or the
 * device's setting) before the first paint: the store starts from there, on first use. (Nothing
 * runs as this module loads: reading the cookie there cost a long task under DevTools tracing.)
 */
import { useSyncExternalStore } from 'react';
import { chosenPaletteMode, paletteCookie, type PaletteMode } from './palette.ts';

let mode: PaletteMode | null = null;
const listeners = new Set<() => void>();
const current = (): PaletteMode => (mode ??= document.documentElement.dataset.theme === 'dark' ? 'dark' : 'light');

let following = false;
/** No theme chosen: the page follows the device when its setting changes (at dusk, say). */
function followDevice() {
  if (following || !window.matchMedia) return;
  following = true;
  window.matchMedia('(prefers-color-scheme: dark)').addEventListener('change', (e) => {
    if (chosenPaletteMode(document.cookie)) return;
    apply(e.matches ? 'dark' : 'light');
  });
}

function apply(next: PaletteMode) {
  mode = next;
  document.documentElement.dataset.theme = next;
  for (const l of listeners) l();
}

export function setPaletteMode(next: PaletteMode) {
  document.cookie = paletteCookie(next);
  apply(next);
}

const subscribe = (cb: () => void) => {
  followDevice();
  listeners.add(cb);
  return () => void listeners.delete(cb);
};

export function usePaletteMode(): PaletteMode {
  // The server renders the light palette; the first (hydrating) render must match it.
  return useSyncExternalStore(subscribe, current, () => 'light');
}
