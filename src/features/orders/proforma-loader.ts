/**
 * The pro-forma invoice's lines: the device's cart, or a cart shared by link (cart-share.ts),
 * at the catalogue's prices now. Offline, the device's cart keeps the prices it last saw, dated;
 * a shared cart needs the catalogue once to be read.
 */
import type { ProductListItem } from '../../../contract/catalog.ts';
import { ApiCallError } from '../../device/api/client.ts';
import type { Locale } from '../../i18n/locale.ts';
import { lineCharge, lineTitle, pricesSeenAt, type CartItem } from '../../device/cart/cart-rules.ts';
import { boxesOf, type LineParts } from '../../../shared/pack-pricing.ts';
import type { LineBoxes } from '../../product/PackWords.tsx';
import { decodeCartShare, type SharedLine } from '../cart/cart-share.ts';

export type ProformaLine = {
  id: number;
  code: string | null;
  title: string;
  withGuarantee: boolean;
  quantity: number;
  /** A unit's price at this quantity (its tier's), and the line's amount with its whole boxes (issue 31 §5). */
  unitPrice: number;
  total: number;
  boxes: LineBoxes;
  available: boolean;
  /** The product's value-added tax as a percentage (0: exempt); undefined when not known (offline, or a backend without it). */
  vatRate?: number;
};
export type Proforma = {
  lines: ProformaLine[];
  /** When the prices were confirmed: null when the catalogue answered just now. */
  pricedAt: number | null;
  /** From a shared link, not this device's cart. */
  shared: boolean;
  /** Lines of a shared cart the catalogue no longer has. */
  missing: number;
  /** The shared lines as read from the link, to put in this device's cart. */
  sharedLines: SharedLine[];
};

/** The line's charge as the cart's rules price it (shared/pack-pricing.ts, as the server does). */
const charged = (charge: LineParts) => ({ unitPrice: charge.unit_price, total: charge.total, boxes: boxesOf(charge) });

function fromCatalog(lines: { id: number; withGuarantee: boolean; quantity: number; title?: string }[], products: ProductListItem[]): ProformaLine[] {
  const byId = new Map(products.map((p) => [p.id, p]));
  return lines.flatMap((l) => {
    const p = byId.get(l.id);
    if (!p) return [];
    const withGuarantee = l.withGuarantee && p.price_with_guarantee !== null;
    const charge = lineCharge({ price: p.price, priceWithGuarantee: p.price_with_guarantee, withGuarantee, quantity: l.quantity, pack: p.pack, priceTiers: p.price_tiers });
    return [{ id: p.id, code: p.code, title: p.title, withGuarantee, quantity: l.quantity, ...charged(charge), available: p.stock >= l.quantity, vatRate: p.vat_rate }];
  });
}

const fromDevice = (items: CartItem[], locale: Locale): ProformaLine[] =>
  items.map((i) => ({
    id: i.id,
    code: null,
    title: lineTitle(i, locale),
    withGuarantee: i.withGuarantee,
    quantity: i.quantity,
    ...charged(lineCharge(i)),
    available: true,
  }));

export class NotACart extends Error {}

export async function loadProforma(locale: Locale, share: string | undefined): Promise<Proforma> {
  const { fetchCatalogProducts } = await import('../cart/cart-api.ts');
  if (share !== undefined) {
    const lines = decodeCartShare(share);
    if (!lines) throw new NotACart();
    const priced = fromCatalog(lines, await fetchCatalogProducts(locale, lines.map((l) => l.id)));
    return { lines: priced, pricedAt: null, shared: true, missing: lines.length - priced.length, sharedLines: lines };
  }
  const { loadCartNow } = await import('../cart/cart-store.ts');
  const cart = await loadCartNow();
  try {
    const lines = fromCatalog(cart.items, await fetchCatalogProducts(locale, cart.items.map((i) => i.id)));
    return { lines, pricedAt: null, shared: false, missing: cart.items.length - lines.length, sharedLines: [] };
  } catch (err) {
    if (!(err instanceof ApiCallError && err.offline)) throw err;
    return { lines: fromDevice(cart.items, locale), pricedAt: pricesSeenAt(cart), shared: false, missing: 0, sharedLines: [] };
  }
}
