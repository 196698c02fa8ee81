import { Trans, useLingui } from '@lingui/react/macro';
import { track } from '../analytics/analytics.ts';
import { useId, useRef, useState } from 'react';
import type { ProductListItem } from '../../../contract/catalog.ts';
import { MAX_CART_LINES, MAX_LINE_QUANTITY_BOUND } from '../../../contract/constants.ts';
import { notify } from '../../ui/notifications.tsx';
import { addItem, hasRoomFor, lineCap, lineCharge, lineOf, lineOfProduct, typedQuantity } from '../../device/cart/cart-rules.ts';
import { LineCharge } from '../../product/PackWords.tsx';
import { boxesOf } from '../../../shared/pack-pricing.ts';
import type { Locale } from '../../../shared/locale.ts';
import { formatNumber } from '../../i18n/format.ts';
import { useLocale } from '../../ui/use-locale.ts';
import { changeCart, warmCart } from './cart-store.ts';

/**
 * The form is live: submits reach React from now on. One held by the server's page before
 * (src/boot/early-input.ts, data-pending-submit) is sent now, with what was typed, unless
 * React sends it itself: a tap while the page is hydrating is both held by the server's page and
 * handed to the form by React once it has hydrated it (in the same event, after this ref), and
 * the submit handler then takes the held one (`takeHeldSubmit`), so that the tap adds once.
 */
function goLive(form: HTMLFormElement | null) {
  if (!form || form.hasAttribute('data-live')) return;
  form.setAttribute('data-live', '');
  const held = form.hasAttribute('data-pending-submit');
  // Touched before the page was live: the add is coming.
  if (held || form.contains(document.activeElement)) warmCart();
  if (held) setTimeout(() => takeHeldSubmit(form) && form.isConnected && form.requestSubmit(), 0);
}

/** Whether the server's page held a submit of this form (and it is now taken). */
function takeHeldSubmit(form: HTMLFormElement): boolean {
  const held = form.hasAttribute('data-pending-submit');
  form.removeAttribute('data-pending-submit');
  return held;
}

/** What adding did: added (all that was asked), stopped at the stock, nothing (the cart full, or the device failed). */
type Added = 'added' | 'short' | 'full' | 'failed';

async function add(p: ProductListItem, withGuarantee: boolean, quantity: number, note: string, locale: Locale): Promise<Added> {
  let result = 'added' as Added;
  try {
    await changeCart((c) => {
      const line = lineOfProduct(p, withGuarantee, quantity, note, Date.now(), locale);
      if (!hasRoomFor(c, line)) {
        result = 'full';
        return c;
      }
      const before = lineOf(c, line)?.quantity;
      const next = addItem(c, line);
      if ((lineOf(next, line)?.quantity ?? 0) < (before === undefined ? quantity : before + 1)) result = 'short';
      return next;
    });
  } catch (err) {
    console.warn('The cart was not changed', err);
    return 'failed';
  }
  if (result !== 'full') track('add_to_cart', { product_id: p.id });
  return result;
}

/** The notice after adding: added, stopped at the stock (the cart holds all there is), or not added at all. */
function useAddedNotice() {
  const { t } = useLingui();
  const locale = useLocale();
  return (product: ProductListItem, result: Added) => {
    // The cart's code or the device's storage failed (offline before the code was kept, storage full or refused): said, never silent.
    if (result === 'failed') {
      notify({ kind: 'error', key: 'cart', title: t`Not added to the cart`, description: t`This device could not keep the cart just now. Try again.` });
      return;
    }
    const title = product.title;
    if (result === 'full') {
      const most = formatNumber(MAX_CART_LINES, locale);
      notify({ kind: 'warning', key: 'cart', title: t`Your cart is full`, description: t`An order holds at most ${most} different products. Place this order, then add ${title} to the next one.` });
      return;
    }
    const left = formatNumber(product.stock, locale);
    notify(
      result === 'short'
        ? { kind: 'warning', key: 'cart', title: t`Only ${left} in stock`, description: t`Your cart holds all there is of ${title}.` }
        : { kind: 'success', key: 'cart', title: t`Added to the cart`, description: title },
    );
  };
}

/** The product page's add to cart: quantity and a note, with the guarantee option chosen above it. */
export function AddToCart({ product, withGuarantee, formId }: { product: ProductListItem; withGuarantee: boolean; formId?: string }) {
  const { t } = useLingui();
  const locale = useLocale();
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const added = useAddedNotice();
  // Uncontrolled: what a shopper typed before the page hydrated stays, and is what gets added.
  const [problem, setProblem] = useState<'format' | 'stock' | null>(null);
  const soldOut = product.stock === 0;
  const most = Math.max(1, lineCap(product));
  const left = formatNumber(product.stock, locale);
  const parse = (text: string) => {
    const n = typedQuantity(text);
    return n !== null && n <= MAX_LINE_QUANTITY_BOUND ? n : null;
  };
  const problemOf = (text: string) => {
    const n = parse(text);
    return n === null ? 'format' : n > most ? 'stock' : null;
  };
  // The quantity as typed, for the line's price by the box and the tier (a product sold so).
  const [typed, setTyped] = useState<number | null>(null);
  const pack = product.pack ?? null;
  const setQuantity = (next: number) => {
    const field = input.current;
    if (!field) return;
    // In the page's digits, as the cart shows a quantity (typed ones are read in either).
    field.value = formatNumber(next, locale);
    setTyped(next);
    setProblem(null);
  };
  /** The stepper: one more or one less, within 1 and the stock. */
  const step = (by: 1 | -1) => setQuantity(Math.min(most, Math.max(1, (parse(input.current?.value ?? '') ?? 1) + by)));
  /** One more whole box: up to the next multiple of the box, within the stock. */
  const oneMoreBox = (size: number) => setQuantity(Math.min(most, (Math.floor((parse(input.current?.value ?? '') ?? 0) / size) + 1) * size));
  const boxSize = pack ? formatNumber(pack.size, locale) : '';
  return (
    <form
      id={formId}
      className="add-to-cart"
      data-early-submit=""
      ref={goLive}
      onFocus={warmCart}
      onPointerDown={warmCart}
      onSubmit={(e) => {
        e.preventDefault();
        const form = e.currentTarget;
        takeHeldSubmit(form);
        const data = new FormData(form);
        const text = String(data.get('quantity') ?? '');
        const found = problemOf(text);
        setProblem(found);
        if (found) return;
        void add(product, withGuarantee, parse(text)!, String(data.get('note') ?? '').trim(), locale).then((result) => {
          added(product, result);
          const note = form.elements.namedItem('note');
          if (note instanceof HTMLInputElement && (result === 'added' || result === 'short')) note.value = '';
        });
      }}
    >
      <label htmlFor={`${id}-q`}>
        <Trans>Quantity</Trans>
      </label>
      <div className="qty-stepper">
        <button type="button" className="qty-button" aria-label={t`One less`} aria-controls={`${id}-q`} disabled={soldOut} onClick={() => step(-1)}>
          −
        </button>
        <input
          ref={input}
          id={`${id}-q`}
          name="quantity"
          className="qty-input"
          inputMode="numeric"
          defaultValue={formatNumber(1, locale)}
          onChange={(e) => {
            const text = e.currentTarget.value;
            setTyped(parse(text));
            if (problem) setProblem(problemOf(text));
          }}
          aria-invalid={problem !== null}
          aria-describedby={problem ? `${id}-qe` : undefined}
        />
        <button type="button" className="qty-button" aria-label={t`One more`} aria-controls={`${id}-q`} disabled={soldOut} onClick={() => step(1)}>
          +
        </button>
        {pack ? (
          <button type="button" className="button-secondary box-button" aria-controls={`${id}-q`} disabled={product.stock < pack.size} onClick={() => oneMoreBox(pack.size)}>
            <Trans>+ a box of {boxSize}</Trans>
          </button>
        ) : null}
      </div>
      <LinePreview product={product} withGuarantee={withGuarantee} quantity={typed} />
      {problem ? (
        <p id={`${id}-qe`} className="field-error" role="alert">
          {problem === 'stock' ? <Trans>Only {left} in stock: enter {left} or fewer.</Trans> : <Trans>Enter a whole number from 1 to 999.</Trans>}
        </p>
      ) : null}
      <label htmlFor={`${id}-n`} className="add-note-label">
        <Trans>Note for this item (optional)</Trans>
      </label>
      <input id={`${id}-n`} name="note" maxLength={500} defaultValue="" placeholder={t`Lot, size, ward…`} />
      <button type="submit" className="button button-primary" disabled={soldOut}>
        {soldOut ? <Trans>Out of stock</Trans> : <Trans>Add to cart</Trans>}
      </button>
    </form>
  );
}

/** What the quantity typed costs, when the product is sold by the box or has tiers and more than one is asked for. */
function LinePreview({ product, withGuarantee, quantity }: { product: ProductListItem; withGuarantee: boolean; quantity: number | null }) {
  if (quantity === null || quantity < 2 || (!product.pack && !product.price_tiers?.length)) return null;
  const parts = lineCharge({ price: product.price, priceWithGuarantee: product.price_with_guarantee, withGuarantee, quantity, pack: product.pack, priceTiers: product.price_tiers });
  return (
    <p className="line-preview" aria-live="polite">
      <LineCharge quantity={quantity} unitPrice={parts.unit_price} boxes={boxesOf(parts)} total={parts.total} />
    </p>
  );
}

/** A product card's quick add: one unit, without the guarantee. */
export function QuickAdd({ product }: { product: ProductListItem }) {
  const { t } = useLingui();
  const locale = useLocale();
  const added = useAddedNotice();
  const title = product.title;
  if (product.stock === 0) return null;
  return (
    <button
      type="button"
      className="quick-add"
      aria-label={t`Add ${title} to the cart`}
      onClick={() => void add(product, false, 1, '', locale).then((result) => added(product, result))}
    >
      <svg aria-hidden="true" width="20" height="20" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2.4" strokeLinecap="round">
        <path d="M12 5v14M5 12h14" />
      </svg>
    </button>
  );
}
