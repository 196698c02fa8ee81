/**
 * Whether the page holds input the user has not sent (design.md §4: an update never takes over
 * then). A form becomes dirty at its first input and clean when sent or reset; search and filter
 * forms (role="search") do not count: nothing is lost with them.
 */
import { createStore } from '../../device/store.ts';
import { useStore } from '../../lib/use-store.ts';

const recount = () => dirty.set(document.querySelectorAll('form[data-dirty]').length);

function watch() {
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
  new MutationObserver(() => dirty.get() > 0 && recount()).observe(document.body, { childList: true, subtree: true });
}

/** How many forms hold unsent input, counted from the first use on. */
const dirty = createStore(0, { start: watch });

export const useHasUnsavedInput = (): boolean => useStore(dirty) > 0;
