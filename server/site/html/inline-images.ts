/** The first screen's small images (and the site's icon) inside the page, and the image preloads it keeps. */
import svgToTinyDataUri from 'mini-svg-data-uri';
import type { StoredBody } from '../../cache/stored-body.ts';

/**
 * An image of the first screen at most this large (as stored) comes inside the page, as a data
 * URI: on a phone's link a request costs a round trip (and on HTTP/1.1 a connection) before the
 * image can paint, which is more than these bytes. The bound is Vite's for its own assets.
 */
export const INLINE_IMAGE_BYTES = 4096;
/**
 * The photo (a WebP rendition) a page asks for first (`fetchpriority="high"`, its largest paint)
 * comes inside it when it is no larger than this: as base64 it grows by a third and barely
 * compresses, and a page past about 14 KB needs a second round trip before it can paint. A
 * list's first product fits; a product page's large photo is asked for first instead.
 */
export const INLINE_PHOTO_BUDGET_BYTES = 3072;

/** A file the page names (or a rendition of it), with the drawing it was made from when that is an SVG. */
export type ImageAt = (src: string) => Promise<{ image: StoredBody; source?: StoredBody } | null>;

/** An image as a data URI, escaped for a double-quoted attribute (an SVG as text, the rest base64). */
function dataUriAttribute(image: StoredBody): string {
  const type = image.type.split(';')[0]!;
  const uri = type === 'image/svg+xml' ? svgToTinyDataUri(image.body.toString('utf8')) : `data:${type};base64,${image.body.toString('base64')}`;
  return uri.replace(/"/g, '&quot;');
}

/**
 * The small images the page shows at once (those not marked `loading="lazy"`, which wait until
 * they near the screen) come inside it. The components keep their URLs: once the page has
 * hydrated, a change of image (a gallery) asks for the file as before.
 */
export async function inlineImages(html: string, imageAt: ImageAt): Promise<string> {
  const tags = [...html.matchAll(/<img [^>]*src="(\/[^"/][^"]*)"[^>]*>/g)].filter(([tag]) => !/\bloading="lazy"/.test(tag));
  const inlined = new Set<string>();
  let photoBytes = 0;
  for (const [tag, src] of new Map(tags.map(([tag, src]) => [tag, src!]))) {
    const found = await imageAt(src);
    // A rendition, or its source where that is a drawing (SVG) smaller than it: it draws at any width.
    const image = found?.source && found.source.body.length < found.image.body.length ? found.source : found?.image;
    if (!image || !image.type.startsWith('image/') || image.body.length > INLINE_IMAGE_BYTES) continue;
    if (src.includes('?w=')) {
      // Only the page's largest paint, the photo it asks for first: each one inside the page
      // delays its first paint, and each SVG drawing is a document the browser lays out.
      if (!/\bfetchpriority="high"/i.test(tag) || photoBytes + image.body.length > INLINE_PHOTO_BUDGET_BYTES) continue;
      photoBytes += image.body.length;
    }
    // The file inside the page is the one shown: the browser would pick from a srcset first.
    const inside = tag.replace(`src="${src}"`, `src="${dataUriAttribute(image)}"`).replace(/ (srcset|sizes)="[^"]*"/gi, '');
    html = html.replaceAll(tag, inside);
    inlined.add(src);
  }
  // The site's icon, which the browser asks for around the first paint, comes inside the page too.
  const icon = /<link rel="icon" href="(\/[^"]+\.svg)"/.exec(html);
  const drawing = icon && (await imageAt(icon[1]!));
  if (icon && drawing && drawing.image.body.length <= INLINE_IMAGE_BYTES) {
    html = html.replace(icon[0], () => `<link rel="icon" href="${dataUriAttribute(drawing.image)}"`);
  }
  // React preloads the images it renders at once (`<link rel="preload" as="image">`). Only the
  // one the page asks for first stays, unless it is now inside the page: the others are in the
  // HTML a few lines down, and a preload in the head would have them share the link with the
  // rest of the HTML before the first paint.
  return html.replace(/<link rel="preload" [^>]*>/g, (link) => {
    if (!/\bas="image"/i.test(link)) return link;
    const href = /\bhref="([^"]+)"/i.exec(link)?.[1];
    const candidates = /\bimagesrcset="([^"]+)"/i.exec(link)?.[1]?.split(',').map((c) => c.trim().split(' ')[0]!) ?? [];
    const first = /\bfetchpriority="high"/i.test(link);
    return first && ![href, ...candidates].some((u) => u && inlined.has(u)) ? link : '';
  });
}
