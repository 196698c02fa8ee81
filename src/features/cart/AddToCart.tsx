import { Trans, useLingui } from '@lingui/react/macro';
import { useId, useState } from 'react';
import type { Product } from '../../../contract/catalog.ts';
import { MAX_LINE_QUANTITY } from '../../../contract/constants.ts';
import { toLatinDigits } from '../../../shared/digits.ts';
import { notify } from '../../ui/notifications.tsx';
import { addItem, type Cart } from './cart-rules.ts';
import { changeCart } from './cart-store.ts';

/** The product as a new cart line: its price, guarantee price, title, summary and first image. */
const asLine = (p: Product, withGuarantee: boolean, quantity: number, note: string) => ({
  id: p.id,
  title: p.title,
  description: p.summary,
  media: p.images[0]?.url ?? null,
  price: p.price,
  priceWithGuarantee: p.price_with_guarantee,
  withGuarantee,
  quantity,
  userDescription: note,
  pricedAt: Date.now(),
});

async function add(p: Product, withGuarantee: boolean, quantity: number, note: string): Promise<Cart> {
  return changeCart((c) => addItem(c, asLine(p, withGuarantee, quantity, note)));
}

/** The product page's add to cart: quantity and a note, with the guarantee option chosen above it. */
export function AddToCart({ product, withGuarantee }: { product: Product; withGuarantee: boolean }) {
  const { t } = useLingui();
  const id = useId();
  const [quantity, setQuantity] = useState('1');
  const [note, setNote] = useState('');
  const n = Number(toLatinDigits(quantity));
  const valid = Number.isInteger(n) && n >= 1 && n <= MAX_LINE_QUANTITY;
  const soldOut = product.stock === 0;
  const title = product.title;
  return (
    <form
      className="add-to-cart"
      onSubmit={(e) => {
        e.preventDefault();
        if (!valid) return;
        void add(product, withGuarantee, n, note.trim()).then(() => {
          notify({ kind: 'success', key: 'cart', title: t`Added to the cart`, description: title });
          setNote('');
        });
      }}
    >
      <label htmlFor={`${id}-q`}>
        <Trans>Quantity</Trans>
      </label>
      <input
        id={`${id}-q`}
        className="qty-input"
        inputMode="numeric"
        value={quantity}
        onChange={(e) => setQuantity(e.currentTarget.value)}
        aria-invalid={!valid}
        aria-describedby={valid ? undefined : `${id}-qe`}
      />
      {valid ? null : (
        <p id={`${id}-qe`} className="field-error">
          <Trans>Enter a whole number from 1 to 999.</Trans>
        </p>
      )}
      <label htmlFor={`${id}-n`} className="add-note-label">
        <Trans>Note for this item (optional)</Trans>
      </label>
      <input id={`${id}-n`} maxLength={500} value={note} onChange={(e) => setNote(e.currentTarget.value)} placeholder={t`Lot, size, ward…`} />
      <button type="submit" className="button button-primary" disabled={soldOut}>
        {soldOut ? <Trans>Out of stock</Trans> : <Trans>Add to cart</Trans>}
      </button>
    </form>
  );
}

/** A product card's quick add: one unit, without the guarantee. */
export function QuickAdd({ product }: { product: Product }) {
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
      <span aria-hidden="true">＋</span>
    </button>
  );
}
