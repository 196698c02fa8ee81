/**
 * Inline in the head of a server-rendered page (built by scripts/boot-scripts.ts into one
 * minified script and its CSP hash; server/site/html/defer-scripts.ts puts it in the page), before
 * any of its HTML is parsed: a tap on a button that has just appeared, while the rest of the
 * document is still arriving, is kept too.
 *
 * - Taps on buttons before the page is hydrated are kept (`__earlyClicks`) and replayed by
 *   src/main.tsx once it is: a button of the server's HTML does nothing on its own.
 * - A list (`<select>`) changed before React adopts it (hydration, as a transition, adopts the
 *   page in slices) is kept with the value it was left at
 *   (`__earlyChoices`): hydration puts back the value React renders, so the change would be lost.
 *   A box of a form with an id (a filter) likewise (`__earlyTicks`), by its form, name and value.
 * - A form marked `data-early-submit` (add to cart) submitted before its component is live
 *   (`data-live`) would reload the page: the submit is held as `data-pending-submit`, and the
 *   component sends it.
 *
 * - The browser's offer to install (`beforeinstallprompt`), which Chromium may fire before the
 *   scripts of a server-rendered page have come, is kept (`__earlyInstallPrompt`) for the app.
 * - Whether the page has scrolled before the app's first render (`__earlyScrolled`): the reader on a
 *   slow phone, the place a reload restores as the page is parsed, an anchor. The router leaves such
 *   a page where it is (src/router.tsx) without asking the page where it is, which lays it out.
 *
 * It imports types only: it is one script, not a module (the build refuses anything else).
 */
import type { EarlyState } from './early-state.ts';

(() => {
  const scope = window as Window & EarlyState;
  scope.__earlyClicks = [];
  document.addEventListener(
    'click',
    (e) => {
      const button = e.target instanceof Element ? e.target.closest('button[type=button]') : null;
      if (button && scope.__earlyClicks) scope.__earlyClicks.push(button as HTMLButtonElement);
    },
    true,
  );
  scope.__earlyScrolled = false;
  // The page's own scrolling only: an element's scroll events do not reach the document.
  document.addEventListener(
    'scroll',
    () => {
      scope.__earlyScrolled = true;
    },
    { passive: true, once: true },
  );
  window.addEventListener('beforeinstallprompt', (e) => {
    e.preventDefault();
    scope.__earlyInstallPrompt = e;
  });
  scope.__earlyChoices = [];
  scope.__earlyTicks = [];
  document.addEventListener(
    'change',
    (e) => {
      const target = e.target;
      // Kept until the page has hydrated, but only for a field React has not adopted yet (it marks
      // those it has with its props): a change to an adopted one is React's own.
      if (!(target instanceof Element) || Object.keys(target).some((key) => key.startsWith('__reactProps$'))) return;
      const kept = scope.__earlyChoices;
      if (target instanceof HTMLSelectElement && kept) {
        scope.__earlyChoices = [...kept.filter((c) => c.select !== target), { select: target, value: target.value }];
      }
      const ticks = scope.__earlyTicks;
      if (target instanceof HTMLInputElement && target.type === 'checkbox' && target.form?.id && ticks) {
        const tick = { form: target.form.id, name: target.name, value: target.value, checked: target.checked };
        scope.__earlyTicks = [...ticks.filter((t) => t.form !== tick.form || t.name !== tick.name || t.value !== tick.value), tick];
      }
    },
    true,
  );
  document.addEventListener(
    'submit',
    (e) => {
      const form = e.target;
      if (form instanceof HTMLFormElement && form.hasAttribute('data-early-submit') && !form.hasAttribute('data-live')) {
        e.preventDefault();
        form.setAttribute('data-pending-submit', '');
      }
    },
    true,
  );
})();
