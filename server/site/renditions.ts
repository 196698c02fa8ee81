/**
 * The catalogue's images at the widths pages show them (shared/media.ts says why): WebP made
 * with sharp (libvips) from the stored file, once per file version and width, and kept in
 * memory. A drawing (SVG) is rasterised at the density its width needs, so it stays sharp; a
 * photo is never enlarged.
 */
import sharp from 'sharp';
import type { MediaWidth } from '../../shared/media.ts';
import { storedBody, type StoredBody } from '../cache/stored-body.ts';

/** The stored files that have renditions. */
export const RENDITION_SOURCES = /^image\/(svg\+xml|png|jpeg|webp|avif|gif)\b/;
const QUALITY = 60;
/** The largest source image read, in pixels (a decompression bomb is refused). */
const MAX_INPUT_PIXELS = 40_000_000;

async function render(source: StoredBody, width: MediaWidth): Promise<Buffer> {
  const svg = source.type.startsWith('image/svg');
  let image = sharp(source.body, { limitInputPixels: MAX_INPUT_PIXELS });
  if (svg) {
    const natural = (await image.metadata()).width ?? width;
    if (natural < width) image = sharp(source.body, { limitInputPixels: MAX_INPUT_PIXELS, density: Math.ceil((72 * width) / natural) });
  }
  return image.resize({ width, withoutEnlargement: !svg }).webp({ quality: QUALITY }).toBuffer();
}

export class Renditions {
  private readonly made = new Map<string, Promise<StoredBody>>();
  /** `limit`: how many renditions are kept at most (the oldest made goes first). */
  constructor(private readonly limit = 4_000) {}

  /** The rendition of `source` (stored as `file`) `width` pixels wide; rejects if it cannot be read. */
  get(file: string, source: StoredBody, width: MediaWidth): Promise<StoredBody> {
    const key = `${file} ${source.etag} ${width}`;
    const hit = this.made.get(key);
    if (hit) return hit;
    const made = render(source, width).then((webp) => storedBody(webp, 'image/webp'));
    this.made.set(key, made);
    made.catch(() => this.made.delete(key));
    if (this.made.size > this.limit) this.made.delete(this.made.keys().next().value!);
    return made;
  }
}
