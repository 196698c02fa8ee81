/**
 * The whole style sheet of a server-rendered page, applied when the page first needs a rule it
 * does not carry.
 *
 * A server-rendered page carries inline the rules that its own HTML matches, and the whole sheet
 * comes after the first paint, for what the page shows later (a drawer, a menu, another page), as
 * `<link media="print" data-late>` (server/site/html/defer-scripts.ts): fetched and parsed, not applied.
 * Applying it costs a style recalculation of the whole page (10-25 ms on the bench's machine, four
 * times that on a mid-range phone) that changes nothing on screen. So it is applied, before the
 * next frame, by the first change to the page after which one of the rules the page does not
 * carry matches an element: the same test the server made to choose the rules it carries (a rule
 * counts as matching whatever the state of the element: hover, focus, checked, a position among
 * its siblings), made again for the rules that name what changed. Or, once the page has settled,
 * in a quiet moment long enough for it (an idle period with most of its 50 ms left), so that the
 * shopper's first tap on something the page does not show yet (a sheet, the cart, the back-to-top
 * anchor that a scroll brings) does not pay for it: it was 35-47 ms of such a tap's frame on a
 * throttled phone.
 */

import { whenIdle } from '../lib/idle.ts';
import type { RuleIndex } from './rule-index.ts';

/** How long after the sheets arrive the page counts as settled (its start-up and idle work done). */
const SETTLE_MS = 1_500;
/** An idle period at least this long (ms left of its 50) takes the style recalculation. */
const QUIET_MOMENT_MS = 45;

/** Starts watching for the first change that needs the late style sheets (none: nothing to do). */
export function applyLateStylesWhenNeeded(doc: Document = document): void {
  const links = [...doc.querySelectorAll<HTMLLinkElement>('link[data-late]')];
  if (links.length === 0) return;
  let index: RuleIndex | null = null;
  // The rules' index, in a file of its own: the page starts without it (it decides nothing before the sheets are here).
  let engine: typeof import('./rule-index.ts') | null = null;
  let applied = false;
  // Changes seen before the sheets (and the index's code) could be read, decided once they can.
  let early: MutationRecord[] = [];
  const loaded = () => engine !== null && links.every((l) => l.sheet);
  const read = (): RuleIndex | null => {
    if (index || !loaded()) return index;
    // loaded(): the index's code is here.
    const { indexRules, sheetsSelectors } = engine!;
    const carried = new Set(sheetsSelectors([...doc.querySelectorAll('style')].map((s) => s.sheet)));
    index = indexRules(sheetsSelectors(links.map((l) => l.sheet)).filter((s) => !carried.has(s)));
    return index;
  };
  const observer = new MutationObserver((records) => decide(records));
  const apply = () => {
    applied = true;
    observer.disconnect();
    early = [];
    for (const link of links) link.media = 'all';
  };
  // The index is made in a quiet moment of its own, not inside the task of a change. If a rule the
  // page does not carry matches already (a selector the server could not evaluate), the sheet at once.
  // Then the links say so (data-late="indexed"): from here on only a change, or a quiet moment, applies it.
  const prepare = () =>
    whenIdle(() => {
      const rules = read();
      if (!applied && rules && engine!.matchesAlready(doc, rules)) apply();
      for (const link of links) link.dataset.late = 'indexed';
    });
  const decide = (all: MutationRecord[]) => {
    // Hydration sets attributes to the values they have (an input's type, <html lang>): no change.
    const records = all.filter((r) => r.type !== 'attributes' || r.oldValue !== (r.target as Element).getAttribute(r.attributeName!));
    if (records.length === 0) return;
    const rules = read();
    if (!rules) early.push(...records);
    else if (records.some((r) => engine!.changeNeeds(doc, r, rules))) apply();
  };
  // Settled: the sheet in an idle period long enough for the page's style to be computed again.
  const inQuietMoment = () =>
    window.setTimeout(function attempt() {
      if (applied) return;
      if (typeof requestIdleCallback !== 'function') return;
      requestIdleCallback((deadline) => {
        if (applied) return;
        if (deadline.timeRemaining() < QUIET_MOMENT_MS) return void attempt();
        apply();
        // Computed now, in this quiet moment, rather than in the next frame (which a tap may start).
        void doc.body.offsetWidth;
      });
    }, SETTLE_MS);
  // The sheets are here: the index made, and the sheet applied in a quiet moment unless needed first.
  const settle = () => {
    prepare();
    inQuietMoment();
  };
  const ready = () => {
    if (!loaded()) return;
    if (early.length) decide(early.splice(0));
    if (!applied) settle();
  };
  for (const link of links) link.addEventListener('load', ready);
  import('./rule-index.ts').then(
    (m) => {
      engine = m;
      ready();
    },
    // Its code cannot load (a new version replaced it): the sheet at once, as the server's script does without the app.
    apply,
  );
  observer.observe(doc.body, { subtree: true, childList: true, attributes: true, attributeOldValue: true });
  observer.observe(doc.documentElement, { attributes: true, attributeOldValue: true });
}
