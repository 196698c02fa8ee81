/**
 * What a scanned code names (pure): a link to one of our product pages (a QR code made from the
 * page), or a product code as printed on a box or a label (QR, Code 128, DataMatrix). Codes are
 * compared as the server's search folds them: case, Persian and Arabic digits do not matter.
 */
import { foldForSearch } from '../../../shared/persian-text.ts';

export type Scanned = { kind: 'product'; id: number } | { kind: 'code'; code: string } | { kind: 'nothing' };

/** GS1 application identifiers and symbology prefixes that a label's reader may hand over around the code. */
const SYMBOLOGY = /^\][A-Za-z]\d/;

export function readScanned(raw: string, origin: string): Scanned {
  const text = raw.replace(SYMBOLOGY, '').trim();
  if (!text) return { kind: 'nothing' };
  try {
    const url = new URL(text);
    if (url.origin === origin) {
      const m = /^(?:\/(?:fa|en))?\/product\/(\d{1,9})(?:\/|$)/.exec(url.pathname);
      if (m) return { kind: 'product', id: Number(m[1]) };
    }
    return { kind: 'nothing' };
  } catch {
    // not a URL: a code
  }
  return text.length <= 64 ? { kind: 'code', code: text } : { kind: 'nothing' };
}

/** True when `a` and `b` are the same product code, as a person would read them. */
export const sameCode = (a: string, b: string) => foldForSearch(a).replace(/\s+/g, '') === foldForSearch(b).replace(/\s+/g, '');
