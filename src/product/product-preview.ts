/**
 * What a product card showed, kept for the moment between its tap and the product page's data
 * (issue 30 §2). The tap paints the product's first frame (the card's title, photo and price in
 * the page's layout) at once, and only then starts the navigation, whose work (the address, the
 * router's matching, the reads) used to hold the tap's paint; the router's own pending frame
 * draws the same preview until the reads answer. Memory only, and only the last card tapped:
 * nothing here is newer than the card it came from.
 */
export type ProductPreview = {
  id: number;
  title: string;
  /** The photo's URL as the card displayed it (its chosen rendition, or the page's inline copy): painted without a request. */
  photo: string | null;
  price: number;
};

let last: ProductPreview | null = null;
/** The preview drawn over the page between the tap and the router's first frame, with the header's bottom edge. */
let shown: { preview: ProductPreview; top: number } | null = null;
const listeners = new Set<() => void>();
const emit = () => listeners.forEach((fn) => fn());

/** The preview of this product, when the last card tapped was its. */
export function previewOf(id: number): ProductPreview | null {
  return last?.id === id ? last : null;
}

/** Draws the preview over the page (below the header, `top` px from the viewport's top) until {@link hidePreview}. */
export function showPreview(preview: ProductPreview, top: number): void {
  last = preview;
  shown = { preview, top };
  emit();
}

/** The navigation has drawn its own frame (the pending page, the page, or an error): the layer goes. */
export function hidePreview(): void {
  if (!shown) return;
  shown = null;
  emit();
}

export function shownPreview() {
  return shown;
}

export function subscribePreview(fn: () => void): () => void {
  listeners.add(fn);
  return () => listeners.delete(fn);
}

/** Runs `fn` once the frame now being prepared has been painted. */
export function afterPaint(fn: () => void): void {
  requestAnimationFrame(() => setTimeout(fn, 0));
}

/**
 * The product page's first paint, which `npm run bench -- --taps` times from a card's tap (Element
 * Timing): its title, and the tapped card's photo in the outline drawn before the page's data.
 */
export const PAINT_MARK = { elementtiming: 'product-title' } as const;
