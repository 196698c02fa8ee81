/**
 * GS1 codes on a box (pure; the server, the storefront and the worker share it): the GTIN that
 * names the product and, in a GS1 DataMatrix or GS1-128, the lot and the expiry date.
 *
 * Written from the GS1 General Specifications: the check digit (§7.9.1), the element strings and
 * how a reader hands them over (§7.8: the AI's length follows from its first two digits; the data
 * of the AIs with a predefined length needs no separator, every other one ends with FNC1, which a
 * reader transmits as the group separator GS, U+001D), the dates (§7.12: YYMMDD, DD 00 meaning the
 * month's last day, the century chosen within 49 years back and 50 ahead). A label's human-readable
 * form, `(01)…(17)…(10)…`, is read too (typed, or sent so by a scanner).
 */

/** A GTIN of 8, 12, 13 or 14 digits as 14 (the AI (01) form), or null when it is not one (length, check digit). */
export function normaliseGtin(digits: string): string | null {
  if (!/^(?:\d{8}|\d{12,14})$/.test(digits)) return null;
  const gtin = digits.padStart(14, '0');
  return gtinCheckDigit(gtin.slice(0, 13)) === Number(gtin[13]) ? gtin : null;
}

/** The check digit of a GS1 key's other digits (weights 3 and 1 from the right). */
export function gtinCheckDigit(body: string): number {
  let sum = 0;
  for (let i = 0; i < body.length; i++) sum += Number(body[body.length - 1 - i]) * (i % 2 === 0 ? 3 : 1);
  return (10 - (sum % 10)) % 10;
}

/** What a GS1 code on a box says: its GTIN and, when it carries them, the lot, the expiry and the serial. */
export type Gs1Code = {
  gtin: string;
  lot: string | null;
  /** The last day of use, YYYY-MM-DD. */
  expiry: string | null;
  serial: string | null;
};

const GS = '\u001d';

/** How many digits an AI has, from its first two (§7.8, the AIs' structure); null for none defined. */
function aiLength(two: string): number | null {
  const n = Number(two);
  if (n <= 22 || n === 30 || n === 37 || n >= 90) return 2;
  if ((n >= 23 && n <= 25) || (n >= 40 && n <= 42) || n === 71) return 3;
  if ((n >= 31 && n <= 36) || n === 39 || n === 43 || n === 70 || n === 72 || (n >= 80 && n <= 82)) return 4;
  return null;
}

/** The data length of the AIs whose length is predefined (§7.8.5), by their first two digits. */
const PREDEFINED: Record<string, number> = { '00': 18, '01': 14, '02': 14, '03': 14, '04': 16, '11': 6, '12': 6, '13': 6, '14': 6, '15': 6, '16': 6, '17': 6, '18': 6, '19': 6, '20': 2, '31': 6, '32': 6, '33': 6, '34': 6, '35': 6, '36': 6, '41': 14 };

/** The longest data of a variable-length AI (lot and serial: 20). */
const MAX_VARIABLE = 90;

/** GS1's readers' symbology identifiers: GS1 DataMatrix, GS1 QR, GS1-128, DataBar. */
const SYMBOLOGY = /^\](?:d2|Q3|C1|e0)/;

/** Whether a code means to be GS1 (a reader's GS1 symbology prefix, a group separator, or the label's `(01)…` form), whether or not it adds up. */
export const looksLikeGs1 = (raw: string): boolean => SYMBOLOGY.test(raw.trim()) || /^\s*\(\d{2,4}\)/.test(raw) || raw.includes(GS);

/** The element strings of a code, AI → data, or null when it is not a well-formed GS1 element string. */
export function readElementStrings(raw: string): Map<string, string> | null {
  const text = raw.trim().replace(SYMBOLOGY, '');
  const out = new Map<string, string>();
  // The label's human-readable form: (01)…(17)…(10)…
  if (text.startsWith('(')) {
    const re = /\((\d{2,4})\)([^()]*)/gy;
    let m: RegExpExecArray | null;
    let end = 0;
    while ((m = re.exec(text))) {
      const [, ai, data] = m as unknown as [string, string, string];
      if (aiLength(ai.slice(0, 2)) !== ai.length || out.has(ai)) return null;
      out.set(ai, data.trim());
      end = re.lastIndex;
    }
    return end === text.length && out.size ? checked(out) : null;
  }
  // The encoded form: fixed-length elements back to back, the others ended by GS (or the end).
  let i = text.startsWith(GS) ? 1 : 0;
  while (i < text.length) {
    const two = text.slice(i, i + 2);
    const length = /^\d\d$/.test(two) ? aiLength(two) : null;
    if (!length) return null;
    const ai = text.slice(i, i + length);
    if (!/^\d+$/.test(ai) || ai.length !== length || out.has(ai)) return null;
    i += length;
    const fixed = PREDEFINED[two];
    let data: string;
    if (fixed !== undefined) {
      data = text.slice(i, i + fixed);
      if (data.length !== fixed) return null;
      i += fixed;
      // A reader may still send a separator after a fixed-length element.
      if (text[i] === GS) i++;
    } else {
      const stop = text.indexOf(GS, i);
      data = text.slice(i, stop < 0 ? text.length : stop);
      i = stop < 0 ? text.length : stop + 1;
    }
    if (!data || data.length > MAX_VARIABLE) return null;
    out.set(ai, data);
  }
  return out.size ? checked(out) : null;
}

/** The elements this store reads must be what GS1 says they are: digits where digits, a valid date. */
function checked(elements: Map<string, string>): Map<string, string> | null {
  for (const [ai, data] of elements) {
    const fixed = PREDEFINED[ai.slice(0, 2)];
    if (fixed !== undefined && (data.length !== fixed || !/^\d+$/.test(data))) return null;
    // GS1's character set 82 for the rest: printable ASCII, no controls.
    if (!/^[\x21-\x7e]+$/.test(data)) return null;
  }
  return elements;
}

/**
 * The year of a GS1 date's two digits (§7.12): within 49 years before `currentYear` and 50 after.
 */
export function gs1Year(yy: number, currentYear: number): number {
  const century = Math.floor(currentYear / 100) * 100;
  const diff = yy - (currentYear % 100);
  if (diff >= 51) return century - 100 + yy;
  if (diff <= -50) return century + 100 + yy;
  return century + yy;
}

const pad = (n: number, width = 2) => String(n).padStart(width, '0');

/** A GS1 date (YYMMDD) as YYYY-MM-DD, or null when it is no date; DD 00 is the month's last day. */
export function gs1Date(yymmdd: string, currentYear: number): string | null {
  const m = /^(\d\d)(\d\d)(\d\d)$/.exec(yymmdd);
  if (!m) return null;
  const year = gs1Year(Number(m[1]), currentYear);
  const month = Number(m[2]);
  let day = Number(m[3]);
  if (month < 1 || month > 12) return null;
  const last = new Date(Date.UTC(year, month, 0)).getUTCDate();
  if (day === 0) day = last;
  if (day > last) return null;
  return `${year}-${pad(month)}-${pad(day)}`;
}

/**
 * What a scanned or typed code says as a GS1 code: a GS1 element string with a GTIN (AI 01), or a
 * bare GTIN (EAN-13, UPC-A, EAN-8, GTIN-14) with a valid check digit. Null for anything else.
 * `currentYear`: the year today, for the century of the dates.
 */
export function readGs1(raw: string, currentYear: number): Gs1Code | null {
  const text = raw.trim().replace(SYMBOLOGY, '');
  if (/^\d+$/.test(text)) {
    const gtin = normaliseGtin(text);
    if (gtin) return { gtin, lot: null, expiry: null, serial: null };
  }
  const elements = readElementStrings(text);
  const gtin = elements?.get('01') ?? elements?.get('02');
  if (!elements || !gtin || !normaliseGtin(gtin)) return null;
  const expiryText = elements.get('17');
  const expiry = expiryText === undefined ? null : gs1Date(expiryText, currentYear);
  if (expiryText !== undefined && !expiry) return null;
  return { gtin, lot: elements.get('10') ?? null, expiry, serial: elements.get('21') ?? null };
}

/** A code's element string in the human-readable form a label prints under it. */
export function gs1Text(code: { gtin: string; expiry?: string | null; lot?: string | null; serial?: string | null }): string {
  const yymmdd = code.expiry ? code.expiry.slice(2).replaceAll('-', '') : null;
  return `(01)${code.gtin}${yymmdd ? `(17)${yymmdd}` : ''}${code.lot ? `(10)${code.lot}` : ''}${code.serial ? `(21)${code.serial}` : ''}`;
}

/** Whole days from `today` to `date` (both YYYY-MM-DD): negative once past. */
export function daysUntil(date: string, today: string): number {
  return Math.round((Date.parse(`${date}T00:00:00Z`) - Date.parse(`${today}T00:00:00Z`)) / 86_400_000);
}

/** A box is usable up to and including its expiry date, and expired from the day after. */
export const hasExpired = (expiry: string, today: string): boolean => daysUntil(expiry, today) < 0;
