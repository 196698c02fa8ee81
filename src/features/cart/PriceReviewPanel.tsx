import { Trans } from '@lingui/react/macro';
import type { PriceReview } from '../../device/db/app-db.ts';
import { formatNumber } from '../../i18n/format.ts';
import { changeArrow } from '../../i18n/locale.ts';
import { useLocale } from '../../ui/use-locale.ts';
import { Price } from '../../product/Price.tsx';
import type { PriceChange } from '../../device/cart/cart-rules.ts';
import { acceptPrices } from './cart-store.ts';

function Change({ change }: { change: PriceChange }) {
  const locale = useLocale();
  const title = change.title;
  const forward = changeArrow(locale);
  switch (change.kind) {
    case 'price':
      return (
        <li className={change.to > change.from ? 'change-up' : 'change-down'}>
          {change.to > change.from ? <Trans>{title}: the price went up</Trans> : <Trans>{title}: the price went down</Trans>}{' '}
          <s>
            <Price rial={change.from} />
          </s>{' '}
          {/* The arrow of the reading direction, from the old price to the new. */}
          <span aria-hidden="true">{forward}</span>
          <span className="visually-hidden">
            <Trans>now</Trans>
          </span>{' '}
          <Price rial={change.to} className="price price-strong" />
        </li>
      );
    case 'short': {
      const stock = formatNumber(change.stock, locale);
      const quantity = formatNumber(change.quantity, locale);
      return (
        <li className="change-up">
          {change.stock === 0 ? (
            <Trans>{title}: out of stock now; the line will be removed</Trans>
          ) : (
            <Trans>
              {title}: only {stock} in stock (you chose {quantity})
            </Trans>
          )}
        </li>
      );
    }
    case 'dropped':
      return (
        <li className="change-up">
          <Trans>{title}: no longer sold; the line will be removed</Trans>
        </li>
      );
  }
}

/** What the server's prices change in the cart, to accept before going on: never applied silently. */
export function PriceReviewPanel({ review }: { review: PriceReview }) {
  return (
    <section className="price-review" role="alert" aria-labelledby="price-review-title">
      <h3 id="price-review-title">
        <Trans>Your cart changed since you added these</Trans>
      </h3>
      <ul>
        {review.changes.map((c, i) => (
          <Change key={`${c.kind}:${c.key.id}:${c.key.withGuarantee}:${i}`} change={c} />
        ))}
      </ul>
      <button type="button" className="button button-primary" onClick={() => void acceptPrices()}>
        <Trans>Accept the changes</Trans>
      </button>
    </section>
  );
}
