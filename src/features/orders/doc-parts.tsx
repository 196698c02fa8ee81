/**
 * Paper for hospital buyers: the pro-forma invoice (پیش‌فاکتور) of a cart and the invoice of an
 * order. Both print on A4 (print.css): the browser's "Save as PDF" gives a document to file, in
 * the page's language and direction, with Jalali dates and Persian digits in fa, amounts in Toman.
 */
import { Trans } from '@lingui/react/macro';
import { type ReactNode } from 'react';
import { config } from '../../device/config.ts';
import { formatNumber, localDigits, placeLine } from '../../i18n/format.ts';
import type { Order, OrderLine } from '../../../contract/store.ts';
import { ShippedLots } from './ShippedLots.tsx';
import { Code } from '../../ui/Code.tsx';
import { PersonText } from '../../ui/PersonText.tsx';
import { useLocale } from '../../ui/use-locale.ts';
import { Price } from '../../product/Price.tsx';
import { QuantityInBoxes, type LineBoxes } from '../../product/PackWords.tsx';
import { BrandLink } from '../shell/BrandLink.tsx';
import './order.css';
import { DocTable } from '../../ui/DocTable.tsx';
import { tomanLines, type Amounts } from './toman-figures.ts';
import { ProductTitle } from '../../ui/ProductTitle.tsx';

/** Who receives the order, and where: the buyer on an invoice, the address on a packing slip. */
export function RecipientParty({ recipient: r, heading }: { recipient: Order['recipient']; heading: ReactNode }) {
  const locale = useLocale();
  return (
    <address className="doc-party">
      <strong>{heading}</strong>
      <span>{r.name}</span>
      <span>{placeLine([r.province.title, r.city.title, r.address], locale)}</span>
      <span>
        <Trans>Postal code</Trans>: <bdi>{localDigits(r.postal_code, locale)}</bdi>
      </span>
      <span>
        <Trans>Mobile</Trans>: <bdi dir="ltr">{localDigits(`0${r.mobile}`, locale)}</bdi>
      </span>
    </address>
  );
}

/** An organisation's order's buyer (issue 31 §1): the legal entity, by its identifiers, as it was when the order was submitted. */
export function OrganisationParty({ organisation: o }: { organisation: NonNullable<Order['organisation']> }) {
  const locale = useLocale();
  return (
    <address className="doc-party">
      <strong>
        <Trans>Buyer</Trans>
      </strong>
      <span>{o.legal_name}</span>
      <span>
        <Trans>National ID</Trans>: <bdi>{localDigits(o.national_id, locale)}</bdi> · <Trans>Economic code</Trans>: <bdi>{localDigits(o.economic_code, locale)}</bdi>
      </span>
      <span>
        <Trans>Registration number</Trans>: <bdi>{localDigits(o.registration_number, locale)}</bdi>
      </span>
      <span>{o.address}</span>
      <span>
        <Trans>Postal code</Trans>: <bdi>{localDigits(o.postal_code, locale)}</bdi>
      </span>
    </address>
  );
}

export function Seller() {
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

export type DocLine = {
  key: string;
  code: string | null;
  title: string;
  withGuarantee: boolean;
  quantity: number;
  unitPrice: number;
  total: number;
  /** Whole boxes in the line (issue 31 §5), at the box's price; the rest at `unitPrice`. */
  boxes?: LineBoxes;
  note?: string;
  /** A shipped line's lots (the invoice's); undefined before it ships. */
  lots?: OrderLine['lots'];
  /** The line's share of the discount and its value-added tax, where the document has them (an order's). */
  discount?: number;
  tax?: number;
};

/**
 * `amounts`: what the lines add up to (the document's totals), so that in Toman each column adds
 * up to the figure printed under it (toman-figures.ts). `official`: the tax authority's form,
 * whose discount column is printed even when it is all zero; elsewhere a column of zeros (a
 * pro-forma, an order without a code) is left out.
 */
export function LinesTable({ lines, caption, amounts, official = false }: { lines: DocLine[]; caption: string; amounts: Amounts; official?: boolean }) {
  const locale = useLocale();
  // An order priced with value-added tax: each line's discount, tax and total too (on a phone, the total alone).
  const taxed = lines.length > 0 && lines.every((l) => l.tax !== undefined && l.discount !== undefined);
  const discounted = taxed && (official || lines.some((l) => l.discount));
  const toman = tomanLines(lines, amounts);
  const heads = [<Trans key="code">Code</Trans>, <Trans key="product">Product</Trans>, <Trans key="qty">Qty</Trans>, <Trans key="unit">Unit price</Trans>, <Trans key="amount">Amount</Trans>];
  return (
    <DocTable
      className={taxed ? `doc-lines doc-lines-taxed${discounted ? '' : ' doc-lines-undiscounted'}` : 'doc-lines'}
      caption={caption}
      heads={['#', ...heads, ...(taxed ? [...(discounted ? [<Trans key="discount">Discount</Trans>] : []), <Trans key="vat">VAT</Trans>, <Trans key="total">Total</Trans>] : [])]}
      rows={lines}
      rowKey={(l) => l.key}
      cells={(l, i) => [
        formatNumber(i + 1, locale),
        l.code ? <Code key="code">{l.code}</Code> : '—',
        <>
          <ProductTitle text={l.title} />
          {/* On a phone the code column is hidden: the code goes under the title instead. */}
          {l.code ? (
            <span className="doc-line-code">
              <Code>{l.code}</Code>
            </span>
          ) : null}
          {l.withGuarantee ? (
            <span className="doc-option">
              <Trans>With replacement guarantee</Trans>
            </span>
          ) : null}
          {l.note ? <PersonText as="span" className="doc-option" text={l.note} /> : null}
          <ShippedLots line={l} />
        </>,
        <>
          {formatNumber(l.quantity, locale)}
          <QuantityInBoxes quantity={l.quantity} boxes={l.boxes} />
        </>,
        l.boxes ? (
          // A box's price and a unit's, each with what it is the price of.
          <>
            <span className="doc-option">
              <Price rial={l.boxes.price} /> <Trans>a box</Trans>
            </span>
            {l.quantity > l.boxes.count * l.boxes.size ? (
              <span className="doc-option">
                <Price rial={l.unitPrice} /> <Trans>a unit</Trans>
              </span>
            ) : null}
          </>
        ) : (
          <Price key="unit" rial={l.unitPrice} />
        ),
        <Price key="total" rial={l.total} toman={toman[i]!.total} />,
        ...(taxed
          ? [
              ...(discounted ? [<Price key="discount" rial={l.discount!} toman={toman[i]!.discount} />] : []),
              l.tax ? <Price key="tax" rial={l.tax} toman={toman[i]!.tax} /> : <Trans key="tax">exempt</Trans>,
              <Price key="net" rial={l.total - l.discount! + l.tax!} toman={toman[i]!.net} />,
            ]
          : []),
      ]}
    />
  );
}

export function Sheet({ children, actions }: { children: ReactNode; actions: ReactNode }) {
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
export const jalaliDay = (day: Date) => {
  const parts = new Intl.DateTimeFormat('en-u-ca-persian-nu-latn', {
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    timeZone: 'Asia/Tehran',
  }).formatToParts(day);
  const part = (type: string) => parts.find((p) => p.type === type)?.value ?? '';
  return part('year') + part('month') + part('day');
};
