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

/** One compound selector and the combinator before it ('' for the first). */
interface Compound {
  combinator: '' | ' ' | '>' | '+' | '~';
  text: string;
}

/** A selector list's selectors (`a, :is(b, c)` → `a`, `:is(b, c)`). */
export function splitSelectorList(list: string): string[] {
  const out: string[] = [];
  let start = 0;
  scan(list, (ch, i, depth, literal) => {
    if (ch === ',' && depth === 0 && !literal) {
      out.push(list.slice(start, i).trim());
      start = i + 1;
    }
  });
  out.push(list.slice(start).trim());
  return out.filter(Boolean);
}

/**
 * Calls `visit` for each character, with the depth of brackets and parentheses around it and
 * whether it is literal (quoted or escaped).
 */
function scan(text: string, visit: (ch: string, i: number, depth: number, literal: boolean) => void) {
  let depth = 0;
  let quote = '';
  for (let i = 0; i < text.length; i++) {
    const ch = text[i]!;
    if (ch === '\\') {
      visit(ch, i, depth, true);
      if (i + 1 < text.length) visit(text[i + 1]!, ++i, depth, true);
    } else if (quote) {
      visit(ch, i, depth, true);
      if (ch === quote) quote = '';
    } else if (ch === '"' || ch === "'") {
      quote = ch;
      visit(ch, i, depth, true);
    } else if (ch === '(' || ch === '[') visit(ch, i, depth++, false);
    else if (ch === ')' || ch === ']') visit(ch, i, --depth, false);
    else visit(ch, i, depth, false);
  }
}

function compoundsOf(selector: string): Compound[] {
  const out: Compound[] = [];
  let combinator: Compound['combinator'] = '';
  let start = -1;
  const close = (end: number) => {
    if (start < 0) return;
    out.push({ combinator: out.length ? combinator || ' ' : '', text: selector.slice(start, end) });
    start = -1;
    combinator = '';
  };
  scan(selector, (ch, i, depth, literal) => {
    if (depth === 0 && !literal && /[\s>+~]/.test(ch)) {
      close(i);
      if (!/\s/.test(ch)) combinator = ch as Compound['combinator'];
    } else if (start < 0) start = i;
  });
  close(selector.length);
  return out;
}

/** A compound without its pseudo-classes and pseudo-elements (and their arguments); `*` if nothing is left. */
function withoutState(compound: string): string {
  let out = '';
  let skipping: 'name' | 'argument' | null = null;
  scan(compound, (ch, _, depth, literal) => {
    if (skipping === 'argument') {
      if (ch === ')' && depth === 0 && !literal) skipping = null;
      return;
    }
    if (skipping === 'name') {
      if (!literal && (ch === ':' || /[\w-]/.test(ch))) return;
      skipping = null;
      if (ch === '(' && !literal) {
        skipping = 'argument';
        return;
      }
    }
    if (ch === ':' && depth === 0 && !literal) skipping = 'name';
    else out += ch;
  });
  return out.trim() || '*';
}

/** The names a compound matches by: its tag, classes, id, attributes (arguments of :is() and the like too). */
function namesOfCompound(text: string): string[] {
  const names: string[] = [];
  const bare = text.replace(/"(?:\\.|[^"\\])*"|'(?:\\.|[^'\\])*'/g, '""').replace(/\[\s*([\w-]+)[^\]]*\]/g, (_, name: string) => {
    names.push(`[${name.toLowerCase()}`);
    return ' ';
  });
  for (const [, name] of bare.matchAll(/\.(-?[_a-zA-Z][\w-]*)/g)) names.push(`.${name}`);
  for (const [, name] of bare.matchAll(/#(-?[_a-zA-Z][\w-]*)/g)) names.push(`#${name}`);
  // A word that might be a tag (or is a pseudo's argument, `:lang(fa)`) counts as one.
  for (const [, name] of bare.replace(/::?[\w-]+/g, ' ').matchAll(/(?:^|[\s(,])([a-zA-Z][\w-]*)/g)) names.push(name!.toLowerCase());
  return names;
}

/** The rules a page does not carry, indexed by the names they match by. */
export interface RuleIndex {
  /** Name (`tag`, `.class`, `#id`, `[attribute`) → the selectors naming it, without their states. */
  byName: Map<string, string[]>;
  /** Selectors with a compound that names nothing (`.a + *`): any element added may complete them. */
  nameless: string[];
  /** Selectors with `+`: removing an element may make two others adjacent. */
  adjacent: string[];
  /** Every selector, without its states. */
  all: string[];
}

export function indexRules(selectors: Iterable<string>): RuleIndex {
  const index: RuleIndex = { byName: new Map(), nameless: [], adjacent: [], all: [] };
  for (const selector of new Set(selectors)) {
    const compounds = compoundsOf(selector);
    const query = compounds.map((c) => `${c.combinator && c.combinator !== ' ' ? ` ${c.combinator} ` : c.combinator}${withoutState(c.text)}`).join('');
    const names = compounds.map((c) => namesOfCompound(c.text));
    index.all.push(query);
    for (const name of new Set(names.flat())) {
      const queries = index.byName.get(name);
      if (queries) queries.push(query);
      else index.byName.set(name, [query]);
    }
    if (names.some((n) => n.length === 0)) index.nameless.push(query);
    if (compounds.some((c) => c.combinator === '+')) index.adjacent.push(query);
  }
  return index;
}

/** The selectors of the index that a change bringing these names may make match. */
export function candidates(index: RuleIndex, names: Iterable<string>, added: boolean): Set<string> {
  const out = new Set<string>(added ? index.nameless : []);
  for (const name of names) for (const query of index.byName.get(name) ?? []) out.add(query);
  return out;
}

/** The names an element, and everything in it, matches by. */
function namesOfElements(element: Element): string[] {
  const names: string[] = [];
  for (const e of [element, ...element.querySelectorAll('*')]) {
    names.push(e.localName, ...[...e.classList].map((c) => `.${c}`), ...e.getAttributeNames().map((a) => `[${a}`));
    if (e.id) names.push(`#${e.id}`);
  }
  return names;
}

/** The names an attribute's change brings (a removal brings none: the rules compared name what is there). */
export function namesOfAttributeChange(name: string, oldValue: string | null, value: string | null): string[] {
  if (value === null || value === oldValue) return [];
  if (name === 'class') {
    const before = new Set((oldValue ?? '').split(/\s+/));
    return value.split(/\s+/).filter((c) => c && !before.has(c)).map((c) => `.${c}`);
  }
  return name === 'id' ? [`#${value}`, `[id`] : [`[${name}`];
}

/** The selectors of style rules, in @media, @supports and @layer blocks too. */
function selectorsOf(rules: CSSRuleList, out: string[] = []): string[] {
  for (const rule of rules) {
    if (rule instanceof CSSStyleRule) out.push(...splitSelectorList(rule.selectorText));
    else if (rule instanceof CSSGroupingRule) selectorsOf(rule.cssRules, out);
  }
  return out;
}

const sheetsSelectors = (sheets: (CSSStyleSheet | null)[]) => sheets.flatMap((s) => (s ? selectorsOf(s.cssRules) : []));

/** How long after the sheets arrive the page counts as settled (its start-up and idle work done). */
const SETTLE_MS = 1_500;
/** An idle period at least this long (ms left of its 50) takes the style recalculation. */
const QUIET_MOMENT_MS = 45;

/** Starts watching for the first change that needs the late style sheets (none: nothing to do). */
export function applyLateStylesWhenNeeded(doc: Document = document): void {
  const links = [...doc.querySelectorAll<HTMLLinkElement>('link[data-late]')];
  if (links.length === 0) return;
  let index: RuleIndex | null = null;
  let applied = false;
  // Changes seen before the sheets could be read, decided once they can.
  let early: MutationRecord[] = [];
  const loaded = () => links.every((l) => l.sheet);
  const read = (): RuleIndex | null => {
    if (index || !loaded()) return index;
    const carried = new Set(sheetsSelectors([...doc.querySelectorAll('style')].map((s) => s.sheet)));
    index = indexRules(sheetsSelectors(links.map((l) => l.sheet)).filter((s) => !carried.has(s)));
    return index;
  };
  const matches = (queries: Iterable<string>) => {
    for (const query of queries) {
      try {
        if (doc.querySelector(query)) return true;
      } catch {
        return true; // a selector this test cannot read: the sheet, to be safe
      }
    }
    return false;
  };
  const needed = (record: MutationRecord, rules: RuleIndex) => {
    if (record.type === 'attributes') {
      const name = record.attributeName!;
      return matches(candidates(rules, namesOfAttributeChange(name, record.oldValue, (record.target as Element).getAttribute(name)), false));
    }
    const added = [...record.addedNodes].filter((n): n is Element => n.nodeType === Node.ELEMENT_NODE);
    const removed = [...record.removedNodes].some((n) => n.nodeType === Node.ELEMENT_NODE);
    return (added.length > 0 && matches(candidates(rules, added.flatMap(namesOfElements), true))) || (removed && matches(rules.adjacent));
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
  const prepare = () =>
    whenIdle(() => {
      const rules = read();
      if (!applied && rules && matches(rules.all)) apply();
    });
  const decide = (all: MutationRecord[]) => {
    // Hydration sets attributes to the values they have (an input's type, <html lang>): no change.
    const records = all.filter((r) => r.type !== 'attributes' || r.oldValue !== (r.target as Element).getAttribute(r.attributeName!));
    if (records.length === 0) return;
    const rules = read();
    if (!rules) early.push(...records);
    else if (records.some((r) => needed(r, rules))) apply();
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
  for (const link of links)
    link.addEventListener('load', () => {
      if (!loaded()) return;
      if (early.length) decide(early.splice(0));
      if (!applied) settle();
    });
  if (loaded()) settle();
  observer.observe(doc.body, { subtree: true, childList: true, attributes: true, attributeOldValue: true });
  observer.observe(doc.documentElement, { attributes: true, attributeOldValue: true });
}
