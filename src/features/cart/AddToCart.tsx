import { Trans, useLingui } from '@lingui/react/macro';
import { track } from '../analytics/analytics.ts';
import { useId, useState } from 'react';
import type { ProductListItem } from '../../../contract/catalog.ts';
import { MAX_LINE_QUANTITY_BOUND } from '../../../contract/constants.ts';
import { toLatinDigits } from '../../../shared/digits.ts';
import { notify } from '../../ui/notifications.tsx';
import { addItem, lineOfProduct, type Cart } from '../../device/cart/cart-rules.ts';
import { changeCart } from './cart-store.ts';

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
  if (form.hasAttribute('data-pending-submit')) setTimeout(() => takeHeldSubmit(form) && form.isConnected && form.requestSubmit(), 0);
}

/** Whether the server's page held a submit of this form (and it is now taken). */
function takeHeldSubmit(form: HTMLFormElement): boolean {
  const held = form.hasAttribute('data-pending-submit');
  form.removeAttribute('data-pending-submit');
  return held;
}

async function add(p: ProductListItem, withGuarantee: boolean, quantity: number, note: string): Promise<Cart> {
  track('add_to_cart', { product_id: p.id });
  return changeCart((c) => addItem(c, lineOfProduct(p, withGuarantee, quantity, note, Date.now())));
}

/** The product page's add to cart: quantity and a note, with the guarantee option chosen above it. */
export function AddToCart({ product, withGuarantee, formId }: { product: ProductListItem; withGuarantee: boolean; formId?: string }) {
  const { t } = useLingui();
  const id = useId();
  // Uncontrolled: what a shopper typed before the page hydrated stays, and is what gets added.
  const [invalid, setInvalid] = useState(false);
  const soldOut = product.stock === 0;
  const title = product.title;
  const quantityOf = (text: string) => {
    const n = Number(toLatinDigits(text.trim()));
    return Number.isInteger(n) && n >= 1 && n <= MAX_LINE_QUANTITY_BOUND ? n : null;
  };
  return (
    <form
      id={formId}
      className="add-to-cart"
      data-early-submit=""
      ref={goLive}
      onSubmit={(e) => {
        e.preventDefault();
        const form = e.currentTarget;
        takeHeldSubmit(form);
        const data = new FormData(form);
        const n = quantityOf(String(data.get('quantity') ?? ''));
        setInvalid(n === null);
        if (n === null) return;
        void add(product, withGuarantee, n, String(data.get('note') ?? '').trim()).then(() => {
          notify({ kind: 'success', key: 'cart', title: t`Added to the cart`, description: title });
          const note = form.elements.namedItem('note');
          if (note instanceof HTMLInputElement) note.value = '';
        });
      }}
    >
      <label htmlFor={`${id}-q`}>
        <Trans>Quantity</Trans>
      </label>
      <input
        id={`${id}-q`}
        name="quantity"
        className="qty-input"
        inputMode="numeric"
        defaultValue="1"
        onChange={(e) => invalid && setInvalid(quantityOf(e.currentTarget.value) === null)}
        aria-invalid={invalid}
        aria-describedby={invalid ? `${id}-qe` : undefined}
      />
      {invalid ? (
        <p id={`${id}-qe`} className="field-error" role="alert">
          <Trans>Enter a whole number from 1 to 999.</Trans>
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

/** A product card's quick add: one unit, without the guarantee. */
export function QuickAdd({ product }: { product: ProductListItem }) {
  const { t } = useLingui();
  const title = product.title;
  if (product.stock === 0) return null;
  return (
    <button
      type="button"
      className="quick-add"
      aria-label={t`Add ${title} to the cart`}
      onClick={() => void add(product, false, 1, '').then(() => notify({ kind: 'success', key: 'cart', title: t`Added to the cart`, description: title }))}
    >
      <svg aria-hidden="true" width="20" height="20" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2.4" strokeLinecap="round">
        <path d="M12 5v14M5 12h14" />
      </svg>
    </button>
  );
}
