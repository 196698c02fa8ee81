/**
 * The name an attachment is stored and downloaded under. The name a browser sends is the member's
 * say only: it may hide its real extension behind a right-to-left override (`invoice‮gnp.exe`
 * shows as `invoiceexe.png`) or claim another type (`report.html` holding a PNG). So: no path, no
 * control or bidi formatting characters (the zero-width non-joiner and joiner that Persian names
 * need are kept), and always the extension of the type its content was found to be.
 */

/** Control characters, and the formatting characters that reorder or hide text (not ZWNJ/ZWJ). */
const UNSAFE = /[\p{Cc}\u061c\u200b\u200e\u200f\u202a-\u202e\u2060-\u2064\u2066-\u206f\ufeff\ufff9-\ufffb"*:<>?|]/gu;
const MAX_BASE_CHARS = 100;

export function attachmentName(sent: string, ext: string): string {
  const last = sent.split(/[\\/]/).pop() ?? '';
  const clean = last.replace(UNSAFE, '').normalize('NFC').trim();
  // The base is the name without its last extension, and without leading or trailing dots.
  const dot = clean.lastIndexOf('.');
  const base = (dot > 0 ? clean.slice(0, dot) : clean).replace(/^[.\s]+|[.\s]+$/g, '');
  const kept = [...base].slice(0, MAX_BASE_CHARS).join('');
  return `${kept || 'file'}.${ext}`;
}
