import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { useEffect, useState } from 'react';
import { ListPhoto } from '../../ui/ListPhoto.tsx';
import { useLocale, useLocaleParam } from '../../ui/use-locale.ts';
import { Price } from '../../product/Price.tsx';
import { SUGGEST_PAUSE_MS, suggestProducts, type Suggestions } from './suggestions.ts';
import { ProductTitle } from '../../ui/ProductTitle.tsx';

type Props = {
  /** The listbox's id (the box's `aria-controls`); each option's is `${id}-${index}`. */
  id: string;
  query: string;
  /** The option the arrow keys are on (-1: none). */
  active: number;
  /** How many options show (0 while none does): the box's arrow keys and `aria-expanded` follow it. */
  onCount: (count: number) => void;
  onPick: () => void;
};

/**
 * The search box's suggestions (its code loads when the box is first focused): the first products
 * matching what is typed, then "all results". Links, so that a tap, a click and Enter on an
 * option open it; the box keeps the focus while the arrow keys move (`aria-activedescendant`).
 */
export default function SearchSuggestions({ id, query, active, onCount, onPick }: Props) {
  const { t } = useLingui();
  const locale = useLocale();
  const localeParam = useLocaleParam();
  const [found, setFound] = useState<(Suggestions & { query: string }) | null>(null);
  const q = query.trim();

  useEffect(() => {
    const asked = new AbortController();
    const pause = setTimeout(() => {
      suggestProducts(locale, q, asked.signal).then(
        (answer) => !asked.signal.aborted && setFound({ ...answer, query: q }),
        // No answer and nothing on the device: the last suggestions stay (Enter still searches).
        () => undefined,
      );
    }, SUGGEST_PAUSE_MS);
    return () => {
      clearTimeout(pause);
      asked.abort();
    };
  }, [locale, q]);

  const products = found?.products ?? [];
  const count = products.length ? products.length + 1 : 0;
  useEffect(() => onCount(count), [count, onCount]);
  if (!found || count === 0) return null;

  const typed = found.query;
  const option = (i: number) => ({ id: `${id}-${i}`, role: 'option', 'aria-selected': i === active, tabIndex: -1, onClick: onPick });
  return (
    <div
      id={id}
      role="listbox"
      className="search-suggestions"
      aria-label={found.onDevice ? t`Suggestions from this device` : t`Suggestions`}
      // The box keeps the focus through a click on an option: Safari focuses no link it clicks, so
      // the box's blur would close the list before the click landed.
      onMouseDown={(e) => e.preventDefault()}
    >
      {products.map((p, i) => (
        <Link key={p.id} {...option(i)} className="search-suggestion" to="/{-$locale}/product/$productId/$slug" params={{ locale: localeParam, productId: String(p.id), slug: p.seo.url_keywords || '-' }}>
          <ListPhoto url={p.images[0]?.url} widths={[160]} sizes="40px" size={40} frame="search-suggestion-photo" />
          <span className="search-suggestion-text">
            <span className="search-suggestion-title">
              <ProductTitle text={p.title} />
            </span>
            <span className="search-suggestion-more">
              <bdi className="code">{p.code}</bdi> · <Price rial={p.price} />
            </span>
          </span>
        </Link>
      ))}
      <Link {...option(products.length)} className="search-suggestion is-all" to="/{-$locale}/search" params={{ locale: localeParam }} search={{ q: typed }}>
        <Trans>All results for “{typed}”</Trans>
      </Link>
    </div>
  );
}
