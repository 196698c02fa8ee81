/** The current palette mode, shared by the toggle and the antd theme; persisted in the cookie. */
import { useSyncExternalStore } from 'react';
import { chosenPaletteMode, paletteCookie, readPaletteMode, type PaletteMode } from './palette.ts';

const deviceDark = typeof window === 'undefined' || !window.matchMedia ? null : window.matchMedia('(prefers-color-scheme: dark)');
let mode: PaletteMode = typeof document === 'undefined' ? 'light' : readPaletteMode(document.cookie, deviceDark?.matches ?? false);
const listeners = new Set<() => void>();

// No theme chosen: the page follows the device when its setting changes (at dusk, say).
deviceDark?.addEventListener('change', (e) => {
  if (chosenPaletteMode(document.cookie)) return;
  mode = e.matches ? 'dark' : 'light';
  document.documentElement.dataset.theme = mode;
  for (const l of listeners) l();
});

export function setPaletteMode(next: PaletteMode) {
  mode = next;
  document.cookie = paletteCookie(next);
  document.documentElement.dataset.theme = next;
  for (const l of listeners) l();
}

export function usePaletteMode(): PaletteMode {
  return useSyncExternalStore(
    (cb) => {
      listeners.add(cb);
      return () => listeners.delete(cb);
    },
    () => mode,
    // The server renders the light palette; the first (hydrating) render must match it.
    () => 'light',
  );
}
