/**
 * Which style rules a change to the page may make match (ui/late-styles.ts): the rules indexed by
 * the names their selectors need (elements, classes, attributes, ids), each tested against the
 * document only when a change brings one of its names. Its own file: a page starts without it.
 */

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

export const sheetsSelectors = (sheets: (CSSStyleSheet | null)[]) => sheets.flatMap((s) => (s ? selectorsOf(s.cssRules) : []));

/** Whether one of these selectors matches an element of the document (one it cannot read: yes, to be safe). */
function matchesIn(doc: Document, queries: Iterable<string>): boolean {
  for (const query of queries) {
    try {
      if (doc.querySelector(query)) return true;
    } catch {
      return true;
    }
  }
  return false;
}

/** Whether a change to the page makes one of the index's rules match an element. */
export function changeNeeds(doc: Document, record: MutationRecord, rules: RuleIndex): boolean {
  if (record.type === 'attributes') {
    const name = record.attributeName!;
    return matchesIn(doc, candidates(rules, namesOfAttributeChange(name, record.oldValue, (record.target as Element).getAttribute(name)), false));
  }
  const added = [...record.addedNodes].filter((n): n is Element => n.nodeType === Node.ELEMENT_NODE);
  const removed = [...record.removedNodes].some((n) => n.nodeType === Node.ELEMENT_NODE);
  return (added.length > 0 && matchesIn(doc, candidates(rules, added.flatMap(namesOfElements), true))) || (removed && matchesIn(doc, rules.adjacent));
}

/** Whether a rule of the index matches an element already. */
export const matchesAlready = (doc: Document, rules: RuleIndex) => matchesIn(doc, rules.all);
