import { Trans } from '@lingui/react/macro';
import { Price } from '../../product/Price.tsx';
import { Code } from '../../ui/Code.tsx';

/** What an order or a priced cart adds up to (both have these fields: contract Pricing and Order). */
type Amounts = { subtotal: number; discount: number; shipping: number; total: number };

/** Items, discount (with its code), shipping (by its method) and the total: on screen or on paper. */
export function OrderTotals({ amounts, code: discountCode, shipping, paper = false }: { amounts: Amounts; code: string | null; shipping: string; paper?: boolean }) {
  const code = discountCode ? <Code>{discountCode}</Code> : null;
  return (
    <dl className={paper ? 'doc-totals' : 'totals'}>
      <dt>{paper ? <Trans>Total of the items</Trans> : <Trans>Items</Trans>}</dt>
      <dd>
        <Price rial={amounts.subtotal} />
      </dd>
      {amounts.discount ? (
        <>
          <dt>
            <Trans>Discount ({code})</Trans>
          </dt>
          <dd>
            − <Price rial={amounts.discount} />
          </dd>
        </>
      ) : null}
      <dt>
        <Trans>Shipping: {shipping}</Trans>
      </dt>
      <dd>{amounts.shipping === 0 ? <Trans>free</Trans> : <Price rial={amounts.shipping} />}</dd>
      <dt className="total">{paper ? <Trans>Amount payable</Trans> : <Trans>Total</Trans>}</dt>
      <dd className="total">
        <Price rial={amounts.total} className={paper ? 'price price-strong' : 'price price-large'} />
      </dd>
    </dl>
  );
}
