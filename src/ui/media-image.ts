/**
 * The attributes of an image the API names (a product's photo, a news picture): its URL made
 * absolute against the API's origin, and for our own media the WebP renditions (shared/media.ts).
 */
import { isOwnMedia, renditionSrcSet, renditionUrl, type MediaWidth } from '../../shared/media.ts';
import { config } from '../device/config.ts';

/** An image or media URL from the API, made absolute against the API origin when needed. */
export function mediaUrl(url: string): string {
  return /^https?:\/\//.test(url) ? url : `${config.apiBaseUrl}${url}`;
}

/**
 * An image of the catalogue shown `sizes` wide (the `sizes` attribute): our own media as WebP
 * renditions in `widths` (shared/media.ts), the first of them as `src`; another site's image as it is.
 */
export function mediaImage(url: string, widths: readonly MediaWidth[], sizes: string): { src: string; srcSet?: string; sizes?: string } {
  if (!isOwnMedia(url)) return { src: mediaUrl(url) };
  const own = mediaUrl(url);
  return widths.length > 1 ? { src: renditionUrl(own, widths[0]!), srcSet: renditionSrcSet(own, widths), sizes } : { src: renditionUrl(own, widths[0]!) };
}

/**
 * Spread on an image the page shows at once: the server may carry it inside the page (its `src`
 * a data URI, no `srcset`: server/site/html/inline-images.ts), which saves a phone a round trip
 * before the first paint. The difference is meant: hydration keeps the server's attributes
 * (React does not patch them, and is told not to report them), and a later change of image, a
 * gallery's, sets them anew.
 */
export const MAY_COME_INLINE = { suppressHydrationWarning: true } as const;
