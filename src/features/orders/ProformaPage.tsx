import { Trans, useLingui } from '@lingui/react/macro';
import { Link, useNavigate } from '@tanstack/react-router';
import { useMemo, useState } from 'react';
import { localePath } from '../../../shared/locale.ts';
import { ORDER_PATHS } from '../../../shared/site-paths.ts';
import { formatDate, formatDateTime, formatNumber, localDigits } from '../../i18n/format.ts';
import { notify } from '../../ui/notifications.tsx';
import { useLocale, useLocaleParam } from '../../ui/use-locale.ts';
import { usePageTitle } from '../../ui/use-page-title.ts';
import { Price } from '../../product/Price.tsx';
import { encodeCartShare } from '../cart/cart-share.ts';
import type { Proforma, ProformaLine } from './proforma-loader.ts';
import { taxLines } from '../../../shared/vat.ts';
import './order.css';
import { QrCode } from '../../ui/QrCode.tsx';
import { jalaliDay, LinesTable, Seller, Sheet, type DocLine } from './doc-parts.tsx';
import { tomanAmounts } from './toman-figures.ts';
import { StatusPage } from '../shell/StatusPage.tsx';

/** A short, stable number for a pro-forma: the Jalali day and a digest of its lines. */
const proformaNumber = (share: string, day: Date) => {
  let h = 2166136261;
  for (const ch of share) h = Math.imul(h ^ ch.charCodeAt(0), 16777619) >>> 0;
  return ['PF', jalaliDay(day), (h % 100000).toString().padStart(5, '0')].join('-');
};

/**
 * The value-added tax of a pro-forma's lines, when the catalogue gave every line its rate (the
 * store's rate, or 0 for an exempt product) and some line is taxed; null otherwise.
 */
function proformaTax(lines: ProformaLine[]) {
  if (!lines.length || lines.some((l) => l.vatRate === undefined)) return null;
  const rate = Math.max(...lines.map((l) => l.vatRate!));
  if (rate === 0) return null;
  return { rate, ...taxLines(lines.map((l) => ({ amount: l.total, taxable: l.vatRate! > 0 })), 0, Math.round(rate * 100)) };
}

/** `/order/proforma[?c=…]`: the cart (or a shared one) as a pro-forma invoice with a link and its QR code. */
export function ProformaPage({ proforma }: { proforma: Proforma }) {
  const { t } = useLingui();
  usePageTitle(t`Pro-forma invoice`);
  const locale = useLocale();
  const localeParam = useLocaleParam();
  const navigate = useNavigate();
  const [busy, setBusy] = useState(false);
  const now = useMemo(() => new Date(), []);
  // Value-added tax, where the catalogue said each product's rate (no discount before checkout).
  const vat = proformaTax(proforma.lines);
  const lines: DocLine[] = proforma.lines.map((l, i) => ({
    key: `${l.id}:${l.withGuarantee}`,
    code: l.code,
    title: l.title,
    withGuarantee: l.withGuarantee,
    quantity: l.quantity,
    unitPrice: l.unitPrice,
    total: l.total,
    boxes: l.boxes,
    ...(vat ? { discount: 0, tax: vat.lines[i]!.tax } : {}),
  }));
  const encoded = encodeCartShare({ items: proforma.lines });
  const link = `${window.location.origin}${localePath(locale, ORDER_PATHS.proforma)}?c=${encoded}`;
  const number = proformaNumber(encoded, now);
  const subtotal = lines.reduce((s, l) => s + l.total, 0);
  // What the lines add up to, and in Toman figures that add up as printed (toman-figures.ts).
  const amounts = { subtotal, discount: 0, tax: vat?.tax ?? 0, shipping: 0, total: subtotal + (vat?.tax ?? 0) };
  const toman = tomanAmounts(amounts);
  const rate = formatNumber(vat?.rate ?? 0, locale);
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
          return p ? addItem(cart, lineOfProduct(p, l.withGuarantee, l.quantity, '', at, locale)) : cart;
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
          <LinesTable lines={lines} caption={t`Items of the pro-forma invoice`} amounts={amounts} />
          <dl className="doc-totals">
            <dt>
              <Trans>Total of the items</Trans>
            </dt>
            <dd>
              <Price rial={subtotal} toman={toman.subtotal} className={vat ? 'price' : 'price price-strong'} />
            </dd>
            {vat ? (
              <>
                <dt>
                  <Trans>Value-added tax ({rate}%)</Trans>
                </dt>
                <dd>
                  <Price rial={vat.tax} toman={toman.tax} />
                </dd>
                <dt className="total">
                  <Trans>Total with tax</Trans>
                </dt>
                <dd className="total">
                  <Price rial={amounts.total} className="price price-strong" />
                </dd>
              </>
            ) : null}
          </dl>
          {vat ? null : (
            <p className="doc-note">
              <Trans>Value-added tax, where it applies, is added at checkout.</Trans>
            </p>
          )}
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

/**
 * A shared pro-forma's link that is not one (`?c=` cut short by the app it was sent through, or
 * changed by hand): said as such, with the way to the visitor's own cart's pro-forma, rather than
 * "page not found" for a page that exists.
 */
export function ProformaLinkDamaged() {
  const { t } = useLingui();
  const localeParam = useLocaleParam();
  return (
    <StatusPage
      title={t`This pro-forma link is incomplete`}
      body={
        <p>
          <Trans>It may have been cut short on the way. Ask the person who sent it to send it again.</Trans>
        </p>
      }
      action={
        <Link to="/{-$locale}/order/proforma" params={{ locale: localeParam }} search={{}} className="button-primary">
          <Trans>Your cart’s pro-forma</Trans>
        </Link>
      }
    />
  );
}
