/**
 * Paper for hospital buyers: the pro-forma invoice (پیش‌فاکتور) of a cart and the invoice of an
 * order. Both print on A4 (print.css): the browser's "Save as PDF" gives a document to file, in
 * the page's language and direction, with Jalali dates and Persian digits in fa, amounts in Toman.
 */
import { Trans, useLingui } from '@lingui/react/macro';
import { Link, useNavigate } from '@tanstack/react-router';
import { useMemo, useState, type ReactNode } from 'react';
import type { Order } from '../../../contract/store.ts';
import { localePath } from '../../../shared/locale.ts';
import { ORDER_PATHS } from '../../../shared/site-paths.ts';
import { config } from '../../device/config.ts';
import { formatDate, formatDateTime, formatNumber, localDigits, placeLine } from '../../i18n/format.ts';
import { notify } from '../../ui/notifications.tsx';
import { useLocale, useLocaleParam } from '../../ui/use-locale.ts';
import { usePageTitle } from '../../ui/use-page-title.ts';
import { Price } from '../catalog/Price.tsx';
import { encodeCartShare } from '../cart/cart-share.ts';
import { BrandLink } from '../shell/BrandLink.tsx';
import { StatusLabel } from './OrderPages.tsx';
import { OrderTotals } from './OrderTotals.tsx';
import type { Proforma } from './proforma-loader.ts';
import './order.css';
import { QrCode } from '../../ui/QrCode.tsx';


function Seller() {
  const locale = useLocale();
  const s = config.seller;
  return (
    <address className="doc-party">
      <strong>
        <Trans>Seller</Trans>
      </strong>
      <span>
        <Trans>Medical Supplies Manufacturing Co.</Trans>
      </span>
      <span>
        <Trans>Unit 4, No. 18, Azadi Industrial Park, Tehran</Trans>
      </span>
      <span>
        <Trans>Phone</Trans>: <bdi dir="ltr">{localDigits(s.phone, locale)}</bdi>
      </span>
      <span>
        <Trans>Economic code</Trans>: <bdi>{localDigits(s.economicCode, locale)}</bdi> · <Trans>National ID</Trans>: <bdi>{localDigits(s.nationalId, locale)}</bdi>
      </span>
    </address>
  );
}

type DocLine = {
  key: string;
  code: string | null;
  title: string;
  withGuarantee: boolean;
  quantity: number;
  unitPrice: number;
  total: number;
  note?: string;
};

function LinesTable({ lines, caption }: { lines: DocLine[]; caption: string }) {
  const locale = useLocale();
  return (
    <table className="doc-lines">
      <caption className="visually-hidden">{caption}</caption>
      <thead>
        <tr>
          <th scope="col">#</th>
          <th scope="col">
            <Trans>Code</Trans>
          </th>
          <th scope="col">
            <Trans>Product</Trans>
          </th>
          <th scope="col">
            <Trans>Qty</Trans>
          </th>
          <th scope="col">
            <Trans>Unit price</Trans>
          </th>
          <th scope="col">
            <Trans>Amount</Trans>
          </th>
        </tr>
      </thead>
      <tbody>
        {lines.map((l, i) => (
          <tr key={l.key}>
            <td>{formatNumber(i + 1, locale)}</td>
            <td>
              <bdi>{l.code ? localDigits(l.code, locale) : '—'}</bdi>
            </td>
            <td>
              {l.title}
              {l.withGuarantee ? (
                <span className="doc-option">
                  <Trans>With replacement guarantee</Trans>
                </span>
              ) : null}
              {l.note ? <span className="doc-option">{l.note}</span> : null}
            </td>
            <td>{formatNumber(l.quantity, locale)}</td>
            <td>
              <Price rial={l.unitPrice} />
            </td>
            <td>
              <Price rial={l.total} />
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

function Sheet({ children, actions }: { children: ReactNode; actions: ReactNode }) {
  return (
    <div className="doc-frame">
      <div className="doc-actions no-print">
        <BrandLink />
        <div className="form-actions">
          <button type="button" className="button-primary" onClick={() => window.print()}>
            <Trans>Print or save as PDF</Trans>
          </button>
          {actions}
        </div>
      </div>
      <article className="doc">{children}</article>
    </div>
  );
}

/** The day in the Jalali calendar as yyyymmdd (Iranian paperwork is dated so in either language). */
const jalaliDay = (day: Date) => {
  const parts = new Intl.DateTimeFormat('en-u-ca-persian-nu-latn', {
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    timeZone: 'Asia/Tehran',
  }).formatToParts(day);
  const part = (type: string) => parts.find((p) => p.type === type)?.value ?? '';
  return part('year') + part('month') + part('day');
};

/** A short, stable number for a pro-forma: the Jalali day and a digest of its lines. */
const proformaNumber = (share: string, day: Date) => {
  let h = 2166136261;
  for (const ch of share) h = Math.imul(h ^ ch.charCodeAt(0), 16777619) >>> 0;
  return ['PF', jalaliDay(day), (h % 100000).toString().padStart(5, '0')].join('-');
};

/** `/order/proforma[?c=…]`: the cart (or a shared one) as a pro-forma invoice with a link and its QR code. */
export function ProformaPage({ proforma }: { proforma: Proforma }) {
  const { t } = useLingui();
  usePageTitle(t`Pro-forma invoice`);
  const locale = useLocale();
  const localeParam = useLocaleParam();
  const navigate = useNavigate();
  const [busy, setBusy] = useState(false);
  const now = useMemo(() => new Date(), []);
  const lines: DocLine[] = proforma.lines.map((l) => ({
    key: `${l.id}:${l.withGuarantee}`,
    code: l.code,
    title: l.title,
    withGuarantee: l.withGuarantee,
    quantity: l.quantity,
    unitPrice: l.unitPrice,
    total: l.unitPrice * l.quantity,
  }));
  const encoded = encodeCartShare({ items: proforma.lines });
  const link = `${window.location.origin}${localePath(locale, ORDER_PATHS.proforma)}?c=${encoded}`;
  const number = proformaNumber(encoded, now);
  const subtotal = lines.reduce((s, l) => s + l.total, 0);
  const date = formatDate(now, locale);
  const pricedAt = proforma.pricedAt === null ? '' : formatDateTime(new Date(proforma.pricedAt), locale);

  const copy = async () => {
    try {
      if (navigator.share) await navigator.share({ title: t`Pro-forma invoice`, url: link });
      else await navigator.clipboard.writeText(link);
      if (!navigator.share) notify({ kind: 'success', title: t`The link is copied` });
    } catch {
      /* the shopper closed the share sheet */
    }
  };
  const adoptShared = async () => {
    setBusy(true);
    const [{ changeCart }, { fetchCatalogProducts }, { addItem, lineOfProduct, clearCart }] = await Promise.all([
      import('../cart/cart-store.ts'),
      import('../cart/cart-api.ts'),
      import('../../device/cart/cart-rules.ts'),
    ]);
    try {
      const products = new Map(
        (
          await fetchCatalogProducts(
            locale,
            proforma.sharedLines.map((l) => l.id),
          )
        ).map((p) => [p.id, p]),
      );
      const at = Date.now();
      await changeCart((c) =>
        proforma.sharedLines.reduce((cart, l) => {
          const p = products.get(l.id);
          return p ? addItem(cart, lineOfProduct(p, l.withGuarantee, l.quantity, '', at)) : cart;
        }, clearCart(c)),
      );
      notify({
        kind: 'success',
        key: 'cart',
        title: t`These items are now your cart`,
      });
      await navigate({
        to: '/{-$locale}/order/proforma',
        params: { locale: localeParam },
        search: {},
      });
    } catch {
      notify({
        kind: 'error',
        title: t`The cart could not be rebuilt: the catalogue did not answer. Try again online.`,
      });
    } finally {
      setBusy(false);
    }
  };

  const actions = (
    <>
      {lines.length ? (
        <button type="button" className="button-secondary" onClick={() => void copy()}>
          <Trans>Share the link</Trans>
        </button>
      ) : null}
      {proforma.shared ? (
        <button type="button" className="button-secondary" disabled={busy || proforma.lines.length === 0} onClick={() => void adoptShared()}>
          <Trans>Make this my cart</Trans>
        </button>
      ) : (
        <Link to="/{-$locale}/order/checkout" params={{ locale: localeParam }} className="button-secondary">
          <Trans>Go to checkout</Trans>
        </Link>
      )}
    </>
  );

  return (
    <Sheet actions={actions}>
      <header className="doc-head">
        <div>
          <h1>
            <Trans>Pro-forma invoice</Trans>
          </h1>
          <dl className="doc-meta">
            <dt>
              <Trans>Number</Trans>
            </dt>
            <dd>
              <bdi>{localDigits(number, locale)}</bdi>
            </dd>
            <dt>
              <Trans>Date</Trans>
            </dt>
            <dd>{date}</dd>
          </dl>
        </div>
        {lines.length ? <QrCode text={link} label={t`QR code of this pro-forma's link`} /> : null}
      </header>
      <Seller />
      {proforma.missing > 0 ? (
        <p className="doc-warning" role="status">
          <Trans>Some items of this cart are no longer in the catalogue and are left out.</Trans>
        </p>
      ) : null}
      {pricedAt ? (
        <p className="doc-warning" role="status">
          <Trans>Offline: prices as of {pricedAt}. Print again online for today's prices.</Trans>
        </p>
      ) : null}
      {lines.length === 0 ? (
        <p className="empty-list">
          <Trans>The cart is empty: add products, then come back for the pro-forma.</Trans>
        </p>
      ) : (
        <>
          <LinesTable lines={lines} caption={t`Items of the pro-forma invoice`} />
          <dl className="doc-totals">
            <dt>
              <Trans>Total of the items</Trans>
            </dt>
            <dd>
              <Price rial={subtotal} className="price price-strong" />
            </dd>
          </dl>
          {proforma.lines.some((l) => !l.available) ? (
            <p className="doc-note">
              <Trans>Some quantities exceed today's stock; they are confirmed when the order is placed.</Trans>
            </p>
          ) : null}
        </>
      )}
      <footer className="doc-foot">
        <p>
          <Trans>This pro-forma is valid for 3 days from its date. Shipping and discount codes are set at checkout; prices are in Toman.</Trans>
        </p>
        <p className="doc-link">
          <Trans>Open this cart on another device:</Trans> <bdi dir="ltr">{link}</bdi>
        </p>
      </footer>
    </Sheet>
  );
}

/** `/order/invoice/{id}`: an order's invoice, from the order's own prices (not today's). */
export function InvoicePage({ order, savedAt }: { order: Order; savedAt: number | null }) {
  const { t } = useLingui();
  const locale = useLocale();
  const localeParam = useLocaleParam();
  const n = localDigits(order.number, locale);
  usePageTitle(t`Invoice ${n}`);
  const lines: DocLine[] = order.items.map((l) => ({
    key: `${l.product_id}:${l.guaranteed}`,
    code: l.code,
    title: l.title,
    withGuarantee: l.guaranteed,
    quantity: l.quantity,
    unitPrice: l.unit_price,
    total: l.line_total,
    note: l.comment,
  }));
  const r = order.recipient;
  const code = order.discount_code;
  const shipping = order.transmit.title;
  const saved = savedAt === null ? '' : formatDateTime(new Date(savedAt), locale);
  return (
    <Sheet
      actions={
        <Link to="/{-$locale}/dashboard/order/$orderId" params={{ locale: localeParam, orderId: String(order.id) }} className="button-secondary">
          <Trans>Back to the order</Trans>
        </Link>
      }
    >
      <header className="doc-head">
        <div>
          <h1>
            <Trans>Invoice</Trans>
          </h1>
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
        <address className="doc-party">
          <strong>
            <Trans>Buyer</Trans>
          </strong>
          <span>{r.name}</span>
          <span>{placeLine([r.province.title, r.city.title, r.address], locale)}</span>
          <span>
            <Trans>Postal code</Trans>: <bdi>{localDigits(r.postal_code, locale)}</bdi>
          </span>
          <span>
            <Trans>Mobile</Trans>: <bdi dir="ltr">{localDigits(`0${r.mobile}`, locale)}</bdi>
          </span>
        </address>
      </div>
      <LinesTable lines={lines} caption={t`Items of order ${n}`} />
      <OrderTotals amounts={order} code={code} shipping={shipping} paper />
      <footer className="doc-foot">
        <p>
          <Trans>Prices are in Toman.</Trans>
        </p>
      </footer>
    </Sheet>
  );
}
