import { Trans, useLingui } from '@lingui/react/macro';
import { mediaImage } from '../../ui/media-image.ts';
import { formatNumber } from '../../i18n/format.ts';
import { useLocale } from '../../ui/use-locale.ts';
import { Price } from '../../product/Price.tsx';
import { ProductLink } from '../../product/links.tsx';
import { decrease, increase, lineTotal, removeItem, setUserDescription, unitPrice, type Cart, type CartItem } from '../../device/cart/cart-rules.ts';
import { changeCart } from './cart-store.ts';

function Line({ item, editable }: { item: CartItem; editable: boolean }) {
  const { t } = useLingui();
  const locale = useLocale();
  const key = { id: item.id, withGuarantee: item.withGuarantee };
  const title = item.title;
  const quantity = formatNumber(item.quantity, locale);
  return (
    <li className="cart-line">
      {item.media ? <img {...mediaImage(item.media, [160], '64px')} alt="" width="64" height="64" loading="lazy" /> : <span className="cart-line-image" />}
      <div className="cart-line-body">
        <ProductLink id={item.id} slug={null} className="cart-line-title">
          {item.title}
        </ProductLink>
        {item.withGuarantee ? (
          <p className="cart-line-option">
            <Trans>With replacement guarantee</Trans>
          </p>
        ) : null}
        <p className="cart-line-price">
          <Price rial={unitPrice(item)} /> × <bdi>{quantity}</bdi> = <Price rial={lineTotal(item)} className="price price-strong" />
        </p>
        {editable ? (
          <>
            <div className="cart-line-actions">
              <button type="button" className="qty-button" aria-label={t`One less ${title}`} onClick={() => void changeCart((c) => decrease(c, key))}>
                −
              </button>
              <output aria-label={t`Quantity of ${title}`}>{quantity}</output>
              <button type="button" className="qty-button" aria-label={t`One more ${title}`} onClick={() => void changeCart((c) => increase(c, key))}>
                +
              </button>
              <button type="button" className="link-button" onClick={() => void changeCart((c) => removeItem(c, key))}>
                <Trans>Remove</Trans>
              </button>
            </div>
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
