/**
 * The demo catalogue's GS1 codes and lots (pure data; the seed writes them, the tests read them).
 *
 * Each product's box carries an EAN-13 under a demo GS1 company prefix in Iran's range (626),
 * stored as the 14-digit GTIN of AI (01). Each product has three lots of 36 months' shelf life: one
 * made 38 months ago (expired two months ago, none left: a box of it may still sit in a hospital's
 * store room), one made a year or two ago and one made this season, the stock split between them.
 */
import { gtinCheckDigit } from '../../../shared/gs1.ts';
import type { StoredSpecification } from '../schema.ts';

/** The demo maker's GS1 company prefix (626 is GS1 Iran's range). */
const COMPANY_PREFIX = '6261234';

/** A product's GTIN-14 (an EAN-13 with a leading zero). */
export function demoGtin(productId: number): string {
  const body = `0${COMPANY_PREFIX}${String(productId % 100_000).padStart(5, '0')}`;
  return body + String(gtinCheckDigit(body));
}

/** Shelf life of the demo's sterile goods, in months. */
export const SHELF_LIFE_MONTHS = 36;

export type DemoLot = { lot: string; madeOn: string; expiresOn: string; quantity: number };

const ymd = (d: Date) => d.toISOString().slice(0, 10);

/** The month `months` from `now` (UTC), on its last day when `lastDay`, else its first. */
function monthFrom(now: Date, months: number, lastDay: boolean): Date {
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + months + (lastDay ? 1 : 0), lastDay ? 0 : 1));
}

/** A product's lots as of `now`: the expired one first, then by expiry. Their quantities add up to `stock`. */
export function demoLots(productId: number, stock: number, now: Date): DemoLot[] {
  const ages = [SHELF_LIFE_MONTHS + 2, 12 + (productId % 12), 1 + (productId % 3)];
  const older = Math.ceil(stock * 0.4);
  const quantities = [0, older, stock - older];
  return ages.map((age, i) => {
    const made = monthFrom(now, -age, false);
    const yymm = ymd(made).slice(2, 7).replace('-', '');
    return {
      lot: `${yymm}${'ABC'[i]}${String(productId % 1000).padStart(3, '0')}`,
      madeOn: ymd(made),
      expiresOn: ymd(monthFrom(now, SHELF_LIFE_MONTHS - age - 1, true)),
      quantity: quantities[i]!,
    };
  });
}

/**
 * What a clinician checks before use, as specifications of each demo product (issue 31 §4): its
 * registration with the national medical device authority (IMED; the demo's numbers are made up),
 * single use, shelf life (the lots' 36 months) and storage. Sterilisation, and for sutures the USP
 * size, material, needle and length, are among the family's own specifications already.
 */
export function regulatorySpecs(product: { id: number; kind: string }): StoredSpecification[] {
  const s = (key: string, name: [string, string], value: [string, string]): StoredSpecification => ({ key, name_fa: name[0], name_en: name[1], value_fa: value[0], value_en: value[1] });
  const cool = product.kind === 'suture' || product.kind === 'mesh' || product.kind === 'guidewire';
  return [
    s('registration', ['شماره ثبت IMED', 'IMED registration'], [`IRC ${1228_0000_0000 + product.id * 7}`, `IRC ${1228_0000_0000 + product.id * 7}`]),
    s('single_use', ['یک‌بار مصرف', 'Single use'], ['بله، پس از باز شدن دوباره استریل نشود', 'Yes: do not resterilise once opened']),
    s('shelf_life', ['مدت اعتبار', 'Shelf life'], ['۳ سال از تاریخ ساخت', '3 years from manufacture']),
    s('storage', ['شرایط نگهداری', 'Storage'], cool ? ['۵ تا ۲۵ درجه سانتی‌گراد، خشک و دور از نور مستقیم', '5 to 25 °C, dry, away from direct light'] : ['دمای اتاق، خشک', 'Room temperature, dry']),
  ];
}
