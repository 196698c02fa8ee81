/** The current palette mode, shared by the toggle and the antd theme; persisted in the cookie. */
import { useSyncExternalStore } from 'react';
import { paletteCookie, readPaletteMode, type PaletteMode } from './palette.ts';

let mode: PaletteMode = typeof document === 'undefined' ? 'light' : readPaletteMode(document.cookie);
const listeners = new Set<() => void>();

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
