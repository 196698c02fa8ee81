/**
 * An amount in Persian words, as a cheque or an official invoice writes the sum payable
 * ("به حروف"), in Rial, the legal currency. The words come from persian-tools; its hundreds are
 * joined as Persian spelling writes them (چهارصد, ششصد, هفتصد, هشتصد, نهصد: it writes some apart).
 */
import { numberToWords } from '@persian-tools/persian-tools';

const APART_HUNDREDS = /(^|\s)(چهار|شش|هفت|هشت|نه) صد(?=$|\s)/g;

/** Whole Rial in Persian words with the currency: ۴۶۱۳۰۰۰ → "چهار میلیون و ششصد و سیزده هزار ریال". */
export function rialInPersianWords(rial: number): string {
  if (!Number.isSafeInteger(rial) || rial < 0) throw new RangeError(`An amount in words is a whole, non-negative number of Rial, not ${rial}`);
  const words = String(numberToWords(rial)).replace(APART_HUNDREDS, '$1$2صد');
  return `${words} ریال`;
}
