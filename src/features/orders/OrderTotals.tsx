import { Trans } from '@lingui/react/macro';
import { Price } from '../../product/Price.tsx';
import { Code } from '../../ui/Code.tsx';
import { formatNumber } from '../../i18n/format.ts';
import { useLocale } from '../../ui/use-locale.ts';
import { tomanAmounts, type Amounts as Figures } from './toman-figures.ts';

/** What an order or a priced cart adds up to (both have these fields: contract Pricing and Order). */
type Amounts = Figures & { tax_rate?: number };

/** Items, discount (with its code), value-added tax, shipping (by its method) and the total: on screen or on paper. */
export function OrderTotals({ amounts, code: discountCode, shipping, paper = false }: { amounts: Amounts; code: string | null; shipping: string; paper?: boolean }) {
  const locale = useLocale();
  const code = discountCode ? <Code>{discountCode}</Code> : null;
  const rate = formatNumber(amounts.tax_rate ?? 0, locale);
  // In Toman, figures that add up to the total as they are shown.
  const toman = tomanAmounts(amounts);
  return (
    <dl className={paper ? 'doc-totals' : 'totals'}>
      <dt>{paper ? <Trans>Total of the items</Trans> : <Trans>Items</Trans>}</dt>
      <dd>
        <Price rial={amounts.subtotal} toman={toman.subtotal} />
      </dd>
      {amounts.discount ? (
        <>
          <dt>
            <Trans>Discount ({code})</Trans>
          </dt>
          <dd>
            − <Price rial={amounts.discount} toman={toman.discount} />
          </dd>
        </>
      ) : null}
      {/* Value-added tax, where the store charges it (an order placed before it did, or a backend without it: no line). */}
      {amounts.tax !== undefined && (amounts.tax > 0 || (amounts.tax_rate ?? 0) > 0) ? (
        <>
          <dt>
            <Trans>Value-added tax ({rate}%)</Trans>
          </dt>
          <dd>{amounts.tax === 0 ? <Trans>exempt</Trans> : <Price rial={amounts.tax} toman={toman.tax} />}</dd>
        </>
      ) : null}
      <dt>
        <Trans>Shipping: {shipping}</Trans>
      </dt>
      <dd>{amounts.shipping === 0 ? <Trans>free</Trans> : <Price rial={amounts.shipping} toman={toman.shipping} />}</dd>
      <dt className="total">{paper ? <Trans>Amount payable</Trans> : <Trans>Total</Trans>}</dt>
      <dd className="total">
        <Price rial={amounts.total} className={paper ? 'price price-strong' : 'price price-large'} />
      </dd>
    </dl>
  );
}
