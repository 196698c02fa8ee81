/**
 * Whether the page holds input the user has not sent (design.md §4: an update never takes over
 * then). A form becomes dirty at its first input and clean when sent or reset; search and filter
 * forms (role="search") do not count: nothing is lost with them.
 */
import { useSyncExternalStore } from 'react';

let dirty = 0;
const listeners = new Set<() => void>();
const recount = () => {
  const next = document.querySelectorAll('form[data-dirty]').length;
  if (next !== dirty) {
    dirty = next;
    listeners.forEach((l) => l());
  }
};

let watching = false;
function watch() {
  if (watching) return;
  watching = true;
  document.addEventListener(
    'input',
    (e) => {
      const form = (e.target as Element | null)?.closest?.('form');
      if (form && form.getAttribute('role') !== 'search') form.setAttribute('data-dirty', '');
      recount();
    },
    true,
  );
  const clean = (e: Event) => {
    (e.target as Element | null)?.removeAttribute?.('data-dirty');
    recount();
  };
  document.addEventListener('submit', clean, true);
  document.addEventListener('reset', clean, true);
  // A form that leaves the page (navigation) takes its input with it.
  new MutationObserver(() => dirty > 0 && recount()).observe(document.body, { childList: true, subtree: true });
}

export function useHasUnsavedInput(): boolean {
  return useSyncExternalStore(
    (cb) => {
      watch();
      listeners.add(cb);
      return () => void listeners.delete(cb);
    },
    () => dirty > 0,
    () => false,
  );
}
