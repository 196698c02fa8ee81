import { useState } from 'react';
import type { MediaWidth } from '../../shared/media.ts';
import { mediaImage } from './media-image.ts';

/**
 * A list's small photo (the cart's lines, compare, recently viewed, search suggestions, the
 * member's reviews), `size` px square: when there is none, or it cannot be had (offline, never
 * kept on the device), the empty frame `frame` (a class of the same size) or nothing; never the
 * browser's broken image.
 */
export function ListPhoto({ url, widths, sizes, size, frame }: { url: string | null | undefined; widths: readonly MediaWidth[]; sizes: string; size: number; frame?: string }) {
  const [failed, setFailed] = useState<string | null>(null);
  if (!url || failed === url) return frame ? <span className={frame} /> : null;
  return <img {...mediaImage(url, widths, sizes)} alt="" width={size} height={size} loading="lazy" decoding="async" onError={() => setFailed(url)} />;
}
