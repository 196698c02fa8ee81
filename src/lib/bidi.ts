/**
 * The direction of a person's text. `dir="auto"` takes the first strong character, so a Persian
 * message that begins with a code ("LOT 2026-118 است.") reads left to right. Here leading codes
 * and numbers are skipped; the first letter after them decides; a text with none takes `fallback`
 * (the writer's or the page's language). Codes inside the text are isolated (`splitCodes`), so
 * that their digits and dashes keep their order in either direction.
 */
export type Direction = 'rtl' | 'ltr';

/** Arabic-script letters (Persian included) and Hebrew: right to left. */
const RTL_LETTER = /[\u0590-\u05ff\u0600-\u06ff\u0750-\u077f\u08a0-\u08ff\ufb1d-\ufdff\ufe70-\ufeff]/u;
const LETTER = /\p{L}/u;

/**
 * A code or a number as people type them in a message: a lot, a product code, an order number,
 * a size (`LOT`, `2026-118`, `SM-STD-02`, `ORD-10500`, `3-0`, `#12`): capitals, digits and the
 * marks between them, with at least one capital or digit and no lowercase.
 */
const CODE = /^[#(]?[A-Z0-9][A-Z0-9\-_./:#]*[)]?[.,:;!?]*$/u;

export function textDirection(text: string, fallback: Direction): Direction {
  for (const word of text.trim().split(/\s+/u)) {
    if (!word || CODE.test(word) || !LETTER.test(word)) continue;
    for (const ch of word) {
      if (RTL_LETTER.test(ch)) return 'rtl';
      if (LETTER.test(ch)) return 'ltr';
    }
  }
  return fallback;
}

/** The text cut into plain runs and codes (words with a digit and Latin letters, dashes or dots: `2026-118`, `SM-STD-02`). */
export function splitCodes(text: string): { text: string; code: boolean }[] {
  const parts: { text: string; code: boolean }[] = [];
  const pattern = /[A-Za-z0-9][A-Za-z0-9\-_./]*[A-Za-z0-9]|[0-9]/gu;
  let last = 0;
  for (const m of text.matchAll(pattern)) {
    const word = m[0];
    // Only what mixes digits with letters or marks, or is all digits: ordinary English words stay as they are.
    if (!/[0-9]/u.test(word)) continue;
    if (m.index > last) parts.push({ text: text.slice(last, m.index), code: false });
    parts.push({ text: word, code: true });
    last = m.index + word.length;
  }
  if (last < text.length) parts.push({ text: text.slice(last), code: false });
  return parts;
}
