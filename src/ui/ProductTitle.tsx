import type { ReactNode } from 'react';

/** A size of numbers joined by hyphens: a suture's USP size (2-0, ۴-۰), a range (5-10). */
const SIZE = /[0-9۰-۹]+(?:[-‐‑–][0-9۰-۹]+)+/g;

/**
 * A product's name with its sizes kept on one line. A browser may break a line after a hyphen,
 * even before a digit: in a narrow card or an invoice's column a suture's "2-0" was printed as
 * "2-" with "0" on the next line, which reads as a size 2. The text is unchanged (what is copied,
 * what tests and screen readers read); only the size is not broken.
 */
export function ProductTitle({ text }: { text: string }) {
  const parts: ReactNode[] = [];
  let last = 0;
  for (const m of text.matchAll(SIZE)) {
    parts.push(
      text.slice(last, m.index),
      <span key={m.index} className="keep-whole">
        {m[0]}
      </span>,
    );
    last = m.index + m[0].length;
  }
  if (!parts.length) return text;
  parts.push(text.slice(last));
  return <>{parts}</>;
}
