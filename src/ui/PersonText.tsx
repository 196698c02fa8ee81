import { createElement } from 'react';
import { splitCodes, textDirection } from '../lib/bidi.ts';
import { directionOf } from '../i18n/locale.ts';
import { useLocale } from './use-locale.ts';

/**
 * Text a person wrote (a ticket message, a review): its direction from its first letter after any
 * leading codes (lib/bidi.ts), else the page's language; codes inside it isolated left to right,
 * a short one kept whole on its line.
 * A word longer than the line (a pasted link) breaks anywhere, in a flex row too (`person-text`).
 */
/** A code this short (a lot, an order number) is never broken across lines, at its hyphen either; a longer one (a link) may be. */
const KEEP_WHOLE = 24;

export function PersonText({ text, as = 'p', className, id }: { text: string; as?: 'p' | 'h1' | 'strong' | 'span'; className?: string; id?: string }) {
  const locale = useLocale();
  return createElement(
    as,
    { className: className ? `person-text ${className}` : 'person-text', id, dir: textDirection(text, directionOf(locale)) },
    splitCodes(text).map((part, i) =>
      part.code ? (
        <bdi key={i} dir="ltr" className={part.text.length <= KEEP_WHOLE ? 'keep-whole' : undefined}>
          {part.text}
        </bdi>
      ) : (
        part.text
      ),
    ),
  );
}
