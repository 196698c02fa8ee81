/**
 * The order's papers, printed at the desk: the packing slip that goes into the parcel (what is in
 * it and where it goes, no prices) and the invoice (the member's own, with the desk's way back).
 */
import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import type { DeskOrder } from '../../../contract/staff.ts';
import { DocTable } from '../../ui/DocTable.tsx';
import { Code } from '../../ui/Code.tsx';
import { PersonText } from '../../ui/PersonText.tsx';
import { formatDate, formatNumber } from '../../i18n/format.ts';
import { usePageTitle } from '../../ui/use-page-title.ts';
import { useLocale, useLocaleParam } from '../../ui/use-locale.ts';
import { RecipientParty, Seller, Sheet } from '../orders/doc-parts.tsx';
import { ShippedLots } from '../orders/ShippedLots.tsx';
import { QuantityInBoxes } from '../../product/PackWords.tsx';
import { InvoicePage } from '../orders/InvoicePage.tsx';
import { fetchDeskOrder } from './desk-api.ts';
import { DeskError } from './DeskParts.tsx';
import { useDeskData } from './use-desk-data.ts';
import { ProductTitle } from '../../ui/ProductTitle.tsx';

function BackToOrder({ id }: { id: number }) {
  const locale = useLocaleParam();
  return (
    <Link to="/{-$locale}/desk/orders/$orderId" params={{ locale, orderId: id }} className="button-secondary">
      <Trans>Back to the order</Trans>
    </Link>
  );
}

/** The order for a document, or what kept it from coming. */
function useOrderForPaper(id: number) {
  const lang = useLocale();
  return useDeskData(() => fetchDeskOrder(lang, id), [lang, id]);
}

export function DeskInvoice({ id }: { id: number }) {
  const order = useOrderForPaper(id);
  if (!order.data) return <DeskError error={order.error} retry={order.reload} />;
  return <InvoicePage order={order.data} savedAt={null} back={<BackToOrder id={id} />} />;
}

export function DeskPackingSlip({ id }: { id: number }) {
  const order = useOrderForPaper(id);
  if (!order.data) return <DeskError error={order.error} retry={order.reload} />;
  return <PackingSlip order={order.data} />;
}

function PackingSlip({ order }: { order: DeskOrder }) {
  const { t } = useLingui();
  const locale = useLocale();
  const n = order.number;
  usePageTitle(t`Packing slip ${n}`);
  const r = order.recipient;
  return (
    <Sheet actions={<BackToOrder id={order.id} />}>
      <header className="doc-head">
        <div>
          <h1>
            <Trans>Packing slip</Trans>
          </h1>
          <dl className="doc-meta">
            <dt>
              <Trans>Order number</Trans>
            </dt>
            <dd>
              <Code>{order.number}</Code>
            </dd>
            <dt>
              <Trans>Date</Trans>
            </dt>
            <dd>{formatDate(order.created_at, locale)}</dd>
            <dt>
              <Trans>Shipping</Trans>
            </dt>
            <dd>{order.transmit.title}</dd>
            {order.shipment ? (
              <>
                <dt>
                  <Trans>Tracking code</Trans>
                </dt>
                <dd>
                  <Code>{order.shipment.tracking_code}</Code>
                </dd>
              </>
            ) : null}
          </dl>
        </div>
      </header>
      <div className="doc-parties">
        <Seller />
        <RecipientParty recipient={r} heading={<Trans>Deliver to</Trans>} />
      </div>
      <DocTable
        className="doc-lines"
        caption={t`In the parcel of order ${n}`}
        heads={['#', <Trans key="code">Code</Trans>, <Trans key="product">Product</Trans>, <Trans key="qty">Qty</Trans>, <Trans key="packed">Packed</Trans>]}
        rows={order.items}
        rowKey={(l) => `${l.product_id}:${l.guaranteed}`}
        cells={(l, i) => [
          formatNumber(i + 1, locale),
          <Code key="code">{l.code}</Code>,
          <>
            <ProductTitle text={l.title} />
            {l.guaranteed ? (
              <span className="doc-option">
                <Trans>With replacement guarantee</Trans>
              </span>
            ) : null}
            {l.comment ? <PersonText as="span" className="doc-option" text={l.comment} /> : null}
            <ShippedLots line={l} />
          </>,
          <>
            {formatNumber(l.quantity, locale)}
            <QuantityInBoxes quantity={l.quantity} boxes={l.boxes} />
          </>,
          <span key="check" className="doc-check" aria-hidden="true" />,
        ]}
      />
      {order.note ? (
        <p>
          <Trans>The member's note</Trans>: {order.note}
        </p>
      ) : null}
    </Sheet>
  );
}
