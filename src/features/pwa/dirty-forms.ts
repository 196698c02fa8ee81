/**
 * Whether the page holds input the user has not sent (design.md §4: an update never takes over
 * then). A form becomes dirty at its first input and clean when sent or reset; search and filter
 * forms (role="search") do not count: nothing is lost with them.
 */
import { createStore } from '../../device/store.ts';
import { nextTask } from '../../lib/idle.ts';
import { useStore } from '../../lib/use-store.ts';

let counting = false;

/**
 * Counts the dirty forms in a task of its own, once the event that changed them has been handled.
 * Set during an input's capture phase, the store would make React render at once (an update in a
 * discrete event is synchronous, flushed at the microtask checkpoint after this listener), before
 * React's own listener has read the keystroke: a controlled field rendered in that pass gets its
 * old value back and React then sees no change, so the keystroke is lost (the first number typed
 * on the sign-in page was, when the page had a render of its own pending).
 */
const recount = () => {
  if (counting) return;
  counting = true;
  void nextTask().then(() => {
    counting = false;
    dirty.set(document.querySelectorAll('form[data-dirty]').length);
  });
};

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

/** How many forms hold unsent input, counted from the first use on (exported for its test). */
export const dirty = createStore(0, { start: watch });

export const useHasUnsavedInput = (): boolean => useStore(dirty) > 0;
