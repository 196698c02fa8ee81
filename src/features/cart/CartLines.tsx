import { Trans, useLingui } from '@lingui/react/macro';
import { useId, useState } from 'react';
import { ListPhoto } from '../../ui/ListPhoto.tsx';
import { formatNumber } from '../../i18n/format.ts';
import { useLocale } from '../../ui/use-locale.ts';
import { ProductLink } from '../../product/links.tsx';
import { changeQuantity, decrease, increase, lineCap, lineCharge, lineTitle, removeItem, setUserDescription, typedQuantity, type Cart, type CartItem } from '../../device/cart/cart-rules.ts';
import { boxesOf } from '../../../shared/pack-pricing.ts';
import { BoxPrice, LineCharge } from '../../product/PackWords.tsx';
import { changeCart, changeCartUndoably } from './cart-store.ts';
import { ProductTitle } from '../../ui/ProductTitle.tsx';

/**
 * A line's quantity, typed (a hospital's order of 120 is not 119 taps on +): taken when the field
 * is left or Enter is pressed, up to the stock; Escape puts back what the cart holds. A number
 * that is not one (empty, 0, letters) is said and kept for correcting, and the cart is unchanged.
 */
function LineQuantity({ item, title }: { item: CartItem; title: string }) {
  const { t } = useLingui();
  const locale = useLocale();
  const id = useId();
  const shown = formatNumber(item.quantity, locale);
  // What the shopper is typing; null shows the cart's quantity (which a tap on − or + changes).
  const [draft, setDraft] = useState<string | null>(null);
  const [wrong, setWrong] = useState(false);
  // The cart's quantity changed (this field's write arrived, or − and +): it shows again.
  const [seen, setSeen] = useState(item.quantity);
  if (seen !== item.quantity) {
    setSeen(item.quantity);
    setDraft(null);
    setWrong(false);
  }
  const cap = lineCap(item);
  const most = formatNumber(cap, locale);
  const take = (text: string) => {
    const n = typedQuantity(text);
    if (n === null) return setWrong(true);
    setWrong(false);
    // Up to the stock (which then says "Only … in stock"); shown as taken until the cart has it.
    const next = Math.min(n, cap);
    if (next === item.quantity) return setDraft(null);
    setDraft(formatNumber(next, locale));
    void changeCart((c) => changeQuantity(c, { id: item.id, withGuarantee: item.withGuarantee }, next));
  };
  return (
    <>
      <input
        className="qty-input"
        inputMode="numeric"
        enterKeyHint="done"
        autoComplete="off"
        aria-label={t`Quantity of ${title}`}
        aria-invalid={wrong || undefined}
        aria-describedby={wrong ? `${id}-wrong` : undefined}
        value={draft ?? shown}
        onChange={(e) => setDraft(e.currentTarget.value)}
        onFocus={(e) => e.currentTarget.select()}
        onBlur={(e) => take(e.currentTarget.value)}
        onKeyDown={(e) => {
          if (e.key === 'Enter') take(e.currentTarget.value);
          if (e.key === 'Escape') {
            setDraft(null);
            setWrong(false);
          }
        }}
      />
      {wrong ? (
        <p id={`${id}-wrong`} className="field-error cart-line-wrong" role="alert">
          {t`Type a number from 1 to ${most}; Remove takes the line out.`}
        </p>
      ) : null}
    </>
  );
}

function Line({ item, editable }: { item: CartItem; editable: boolean }) {
  const { t } = useLingui();
  const locale = useLocale();
  const key = { id: item.id, withGuarantee: item.withGuarantee };
  const title = lineTitle(item, locale);
  // At the stock: + stops, and says why.
  const full = item.stock !== undefined && item.quantity >= lineCap(item);
  const left = formatNumber(item.stock ?? 0, locale);
  const undoable = { title: t`Removed from the cart`, description: title, undo: t`Undo` };
  const charge = lineCharge(item);
  const pack = item.pack ?? null;
  const boxSize = pack ? formatNumber(pack.size, locale) : '';
  return (
    <li className="cart-line">
      <ListPhoto url={item.media} widths={[160]} sizes="64px" size={64} frame="cart-line-image" />
      <div className="cart-line-body">
        <ProductLink id={item.id} slug={null} className="cart-line-title">
          <ProductTitle text={title} />
        </ProductLink>
        {item.withGuarantee ? (
          <p className="cart-line-option">
            <Trans>With replacement guarantee</Trans>
          </p>
        ) : null}
        <p className="cart-line-price">
          <LineCharge quantity={item.quantity} unitPrice={charge.unit_price} boxes={boxesOf(charge)} total={charge.total} />
        </p>
        {/* Sold by the box too: its price beside a line that holds no whole box yet. */}
        {pack && charge.boxes === 0 ? <BoxPrice pack={{ size: pack.size, price: charge.box_price ?? pack.price }} className="cart-line-option" /> : null}
        {editable ? (
          <>
            <div className="cart-line-actions">
              <button type="button" className="qty-button" aria-label={t`One less ${title}`} onClick={() => void changeCartUndoably((c) => decrease(c, key), undoable)}>
                −
              </button>
              <LineQuantity item={item} title={title} />
              <button
                type="button"
                className="qty-button"
                aria-label={t`One more ${title}`}
                aria-describedby={full ? `stock-${item.id}-${item.withGuarantee}` : undefined}
                disabled={full}
                onClick={() => void changeCart((c) => increase(c, key))}
              >
                +
              </button>
              {pack ? (
                // Sold by the box: up to the next whole box at once.
                <button
                  type="button"
                  className="link-button box-link"
                  aria-label={t`Add a box of ${boxSize}: ${title}`}
                  disabled={full}
                  onClick={() => void changeCart((c) => changeQuantity(c, key, (Math.floor(item.quantity / pack.size) + 1) * pack.size))}
                >
                  <Trans>+ a box</Trans>
                </button>
              ) : null}
              <button type="button" className="link-button is-danger" onClick={() => void changeCartUndoably((c) => removeItem(c, key), undoable)}>
                <Trans>Remove</Trans>
              </button>
            </div>
            {full ? (
              <p id={`stock-${item.id}-${item.withGuarantee}`} className="cart-line-stock">
                <Trans>Only {left} in stock</Trans>
              </p>
            ) : null}
            <label className="cart-line-note">
              <span className="visually-hidden">{t`Note for ${title}`}</span>
              <input
                type="text"
                maxLength={500}
                placeholder={t`Note (lot, size, ward…)`}
                defaultValue={item.userDescription}
                onBlur={(e) => {
                  const text = e.currentTarget.value;
                  if (text !== item.userDescription) void changeCart((c) => setUserDescription(c, key, text));
                }}
              />
            </label>
          </>
        ) : item.userDescription ? (
          <p className="cart-line-option">{item.userDescription}</p>
        ) : null}
      </div>
    </li>
  );
}

/** The cart's lines, with their controls when `editable`. */
export function CartLines({ cart, editable = true }: { cart: Cart; editable?: boolean }) {
  return (
    <ul className="cart-lines">
      {cart.items.map((item) => (
        <Line key={`${item.id}:${item.withGuarantee}`} item={item} editable={editable} />
      ))}
    </ul>
  );
}
