/**
 * The catalogue's images in the sizes a page shows them. The media server answers
 * `/media/<file>?w=<width>` with the image scaled to that width as WebP (server/site/renditions.ts),
 * for one of these widths only (a rendition is made once and kept); the storefront lists them in
 * `srcset` so that a phone downloads what its screen shows. WebP rather than the demo's SVG
 * drawings: a browser makes each SVG image a document of its own, laid out on the page's main
 * thread (about 20 ms each on the bench's machine), where a WebP decodes on another thread.
 */
export const MEDIA_WIDTHS = [160, 320, 480, 640, 960] as const;
export type MediaWidth = (typeof MEDIA_WIDTHS)[number];

/** The width a request names (`?w=`), when it is one of MEDIA_WIDTHS. */
export const mediaWidth = (raw: string | undefined): MediaWidth | undefined => MEDIA_WIDTHS.find((w) => String(w) === raw);

/** Whether `url` is one of our own media files (which has renditions), not another site's. */
export const isOwnMedia = (url: string): boolean => url.startsWith('/media/');

/** The URL of `url`'s rendition `width` pixels wide. */
export const renditionUrl = (url: string, width: MediaWidth): string => `${url}?w=${width}`;

/** The `srcset` of `url` in `widths`. */
export const renditionSrcSet = (url: string, widths: readonly MediaWidth[]): string => widths.map((w) => `${renditionUrl(url, w)} ${w}w`).join(', ');
