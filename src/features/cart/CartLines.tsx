import { Trans, useLingui } from '@lingui/react/macro';
import { mediaImage } from '../../ui/media-image.ts';
import { formatNumber } from '../../i18n/format.ts';
import { useLocale } from '../../ui/use-locale.ts';
import { ProductLink } from '../../product/links.tsx';
import { changeQuantity, decrease, increase, lineCap, lineCharge, lineTitle, removeItem, setUserDescription, type Cart, type CartItem } from '../../device/cart/cart-rules.ts';
import { boxesOf } from '../../../shared/pack-pricing.ts';
import { BoxPrice, LineCharge } from '../../product/PackWords.tsx';
import { changeCart, changeCartUndoably } from './cart-store.ts';

function Line({ item, editable }: { item: CartItem; editable: boolean }) {
  const { t } = useLingui();
  const locale = useLocale();
  const key = { id: item.id, withGuarantee: item.withGuarantee };
  const title = lineTitle(item, locale);
  const quantity = formatNumber(item.quantity, locale);
  // At the stock: + stops, and says why.
  const full = item.stock !== undefined && item.quantity >= lineCap(item);
  const left = formatNumber(item.stock ?? 0, locale);
  const undoable = { title: t`Removed from the cart`, description: title, undo: t`Undo` };
  const charge = lineCharge(item);
  const pack = item.pack ?? null;
  const boxSize = pack ? formatNumber(pack.size, locale) : '';
  return (
    <li className="cart-line">
      {item.media ? <img {...mediaImage(item.media, [160], '64px')} alt="" width="64" height="64" loading="lazy" /> : <span className="cart-line-image" />}
      <div className="cart-line-body">
        <ProductLink id={item.id} slug={null} className="cart-line-title">
          {title}
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
              <output aria-label={t`Quantity of ${title}`}>{quantity}</output>
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
              <button type="button" className="link-button" onClick={() => void changeCartUndoably((c) => removeItem(c, key), undoable)}>
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
