/**
 * What a scanned box's GS1 code says of its use (pure): expired, expiring soon, or usable, from
 * the expiry date printed in the code and today's date where the store is (Tehran). The code
 * carries its own date, so this holds offline and for a product this device does not know.
 */
import { daysUntil } from '../../../shared/gs1.ts';
import { tehranWallClock } from '../../i18n/tehran-time.ts';

/** Within this many days of its expiry a box is flagged: a hospital refuses boxes that expire within months. */
export const NEAR_EXPIRY_DAYS = 90;

export type BoxVerdict = { state: 'expired' | 'near' | 'usable'; days: number } | { state: 'undated' };

export function boxVerdict(expiry: string | null, today: string): BoxVerdict {
  if (!expiry) return { state: 'undated' };
  const days = daysUntil(expiry, today);
  return { state: days < 0 ? 'expired' : days <= NEAR_EXPIRY_DAYS ? 'near' : 'usable', days };
}

const pad = (n: number) => String(n).padStart(2, '0');

/** Today's date in Tehran, YYYY-MM-DD. */
export function storeToday(at: Date = new Date()): string {
  const { year, month, day } = tehranWallClock(at);
  return `${year}-${pad(month)}-${pad(day)}`;
}

/** What the maker's record says of the box's lot. */
export type LotRecord =
  | { state: 'checking' }
  /** Recorded, with the same expiry as the code's. */
  | { state: 'recorded' }
  /** Recorded with another expiry date than the code says. */
  | { state: 'differs'; expiresOn: string }
  | { state: 'unrecorded' }
  /** No answer (offline): the code's own date is all there is. */
  | { state: 'unchecked' }
  /** Nothing to check: no lot in the code, no product found, or a backend that keeps no lots. */
  | { state: 'none' };

export function lotRecord(found: { expires_on: string } | null | undefined, codeExpiry: string | null): LotRecord {
  if (found === undefined) return { state: 'none' };
  if (found === null) return { state: 'unrecorded' };
  return codeExpiry && found.expires_on !== codeExpiry ? { state: 'differs', expiresOn: found.expires_on } : { state: 'recorded' };
}
