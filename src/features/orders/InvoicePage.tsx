import { Trans, useLingui } from '@lingui/react/macro';
import { Code } from '../../ui/Code.tsx';
import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import type { Order } from '../../../contract/store.ts';
import { formatDate, formatDateTime, localDigits } from '../../i18n/format.ts';
import { useLocale, useLocaleParam } from '../../ui/use-locale.ts';
import { usePageTitle } from '../../ui/use-page-title.ts';
import { orderPageOf, StatusLabel } from './order-parts.tsx';
import { OrderTotals } from './OrderTotals.tsx';
import { rialInPersianWords } from '../../../shared/amount-words.ts';
import './order.css';
import { PriceUnitScope } from '../../product/Price.tsx';
import { LinesTable, OrganisationParty, RecipientParty, Seller, Sheet, type DocLine } from './doc-parts.tsx';

/**
 * `/order/invoice/{id}`: an order's invoice, from the order's own prices (not today's). The staff
 * desk prints the same invoice, with its own way back (`back`).
 */
export function InvoicePage({ order, savedAt, back }: { order: Order; savedAt: number | null; back?: ReactNode }) {
  const { t } = useLingui();
  const locale = useLocale();
  const localeParam = useLocaleParam();
  const n = localDigits(order.number, locale);
  // An organisation's invoice is an official one: its amounts in Rial, as the tax authority keeps
  // them, and the title of the tax authority's form.
  const official = Boolean(order.organisation);
  usePageTitle(official ? t`Sales invoice ${n}` : t`Invoice ${n}`);
  const lines: DocLine[] = order.items.map((l) => ({
    key: `${l.product_id}:${l.guaranteed}`,
    code: l.code,
    title: l.title,
    withGuarantee: l.guaranteed,
    quantity: l.quantity,
    unitPrice: l.unit_price,
    total: l.line_total,
    boxes: l.boxes,
    note: l.comment,
    lots: l.lots,
    // An order placed before the store charged the tax has none to show per line.
    ...(order.tax_rate ? { discount: l.discount, tax: l.tax } : {}),
  }));
  const r = order.recipient;
  // The payment that paid the order: its bank receipt (Shaparak's reference) and card, as on a till slip.
  const paidBy = order.payments.find((p) => p.status === 'paid' && !p.refund) ?? null;
  const code = order.discount_code;
  const shipping = order.transmit.title;
  const saved = savedAt === null ? '' : formatDateTime(new Date(savedAt), locale);
  const words = locale === 'fa' ? rialInPersianWords(order.total) : '';
  return (
    <PriceUnitScope value={official ? 'rial' : 'toman'}>
      <Sheet
        actions={
          back ?? (
            <Link to={orderPageOf(order)} params={{ locale: localeParam, orderId: String(order.id) }} className="button-secondary">
              <Trans>Back to the order</Trans>
            </Link>
          )
        }
      >
        <header className="doc-head">
          <div>
            <h1>{official ? <Trans>Sales invoice for goods and services</Trans> : <Trans>Invoice</Trans>}</h1>
            <dl className="doc-meta">
              <dt>
                <Trans>Order number</Trans>
              </dt>
              <dd>
                <bdi>{n}</bdi>
              </dd>
              <dt>
                <Trans>Date</Trans>
              </dt>
              <dd>{formatDate(order.created_at, locale)}</dd>
              <dt>
                <Trans>Status</Trans>
              </dt>
              <dd>
                <StatusLabel status={order.status} />
              </dd>
              {order.po_number ? (
                <>
                  <dt>
                    <Trans>Purchase order</Trans>
                  </dt>
                  <dd>
                    <Code>{order.po_number}</Code>
                  </dd>
                </>
              ) : null}
              {order.due_on ? (
                <>
                  <dt>
                    <Trans>Due by</Trans>
                  </dt>
                  <dd>{formatDate(order.due_on, locale)}</dd>
                </>
              ) : null}
              {paidBy?.receipt ? (
                <>
                  <dt>
                    <Trans>Payment receipt</Trans>
                  </dt>
                  <dd>
                    <Code>{paidBy.receipt}</Code>
                    {paidBy.card_pan ? (
                      <>
                        {' '}
                        (<Trans>card</Trans> <Code>{paidBy.card_pan}</Code>)
                      </>
                    ) : null}
                  </dd>
                </>
              ) : null}
            </dl>
          </div>
        </header>
        {saved ? (
          <p className="doc-warning no-print" role="status">
            <Trans>Saved on this device: {saved}</Trans>
          </p>
        ) : null}
        <div className="doc-parties">
          <Seller />
          {order.organisation ? (
            <>
              <OrganisationParty organisation={order.organisation} />
              <RecipientParty recipient={r} heading={<Trans>Deliver to</Trans>} />
            </>
          ) : (
            <RecipientParty recipient={r} heading={<Trans>Buyer</Trans>} />
          )}
        </div>
        <LinesTable lines={lines} caption={t`Items of order ${n}`} amounts={order} official={official} />
        <OrderTotals amounts={order} code={code} shipping={shipping} paper />
        {/* The sum payable in words, as a Persian invoice writes it (in Rial, the legal currency). */}
        {locale === 'fa' ? (
          <p className="doc-words">
            <Trans>Amount payable in words: {words}</Trans>
          </p>
        ) : null}
        <footer className="doc-foot">
          <p>{official ? <Trans>Amounts are in Rial.</Trans> : <Trans>Prices are in Toman.</Trans>}</p>
        </footer>
      </Sheet>
    </PriceUnitScope>
  );
}
