import { createElement } from 'react';
import { splitCodes, textDirection } from '../lib/bidi.ts';
import { directionOf } from '../i18n/locale.ts';
import { useLocale } from './use-locale.ts';

/**
 * Text a person wrote (a ticket message, a review): its direction from its first letter after any
 * leading codes (lib/bidi.ts), else the page's language; codes inside it isolated left to right.
 * A word longer than the line (a pasted link) breaks anywhere, in a flex row too (`person-text`).
 */
export function PersonText({ text, as = 'p', className, id }: { text: string; as?: 'p' | 'h1' | 'strong' | 'span'; className?: string; id?: string }) {
  const locale = useLocale();
  return createElement(
    as,
    { className: className ? `person-text ${className}` : 'person-text', id, dir: textDirection(text, directionOf(locale)) },
    splitCodes(text).map((part, i) =>
      part.code ? (
        <bdi key={i} dir="ltr">
          {part.text}
        </bdi>
      ) : (
        part.text
      ),
    ),
  );
}
