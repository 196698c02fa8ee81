import type { MediaWidth } from '../../shared/media.ts';
import { mediaImage } from './media-image.ts';

/**
 * A list's small photo (the cart's lines, compare, recently viewed, search suggestions, the
 * member's reviews), `size` px square; when there is none, the empty frame `frame` (a class of the
 * same size) or nothing. One the device cannot have shows as its frame too (failed-images.ts).
 */
export function ListPhoto({ url, widths, sizes, size, frame }: { url: string | null | undefined; widths: readonly MediaWidth[]; sizes: string; size: number; frame?: string }) {
  if (!url) return frame ? <span className={frame} /> : null;
  return <img {...mediaImage(url, widths, sizes)} alt="" width={size} height={size} loading="lazy" decoding="async" />;
}
