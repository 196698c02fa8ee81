import { describe, expect, it } from 'vitest';
import type { Product } from '../../../contract/catalog.ts';
import { createSearchIndex, searchProducts, toSearchDoc } from './search-index.ts';

const product = (id: number, title: string, code: string, specs: string[] = []): Product =>
  ({ id, title, code, specifications: specs.map((value, i) => ({ key: `k${i}`, name: `n${i}`, value })) }) as Product;

const index = createSearchIndex(
  [
    product(1, 'نخ بخیه پلی‌گلیکولیک اسید ۳-۰', 'SU-PGA-30'),
    product(2, 'چسب سیلیکونی ضدحساسیت', 'AD-SIL-05', ['سیلیکون پزشکی']),
    product(3, 'گاید وایر هیدروفیلیک', 'GW-HY-35', ['نیتینول']),
    product(4, 'Braided silk suture', 'SU-SLK-20', ['Silk']),
    product(5, 'Guidewire, nitinol core', 'GW-NT-18'),
    product(6, 'Introducer sheath', 'SH-01', ['nitinol']),
    product(7, 'نخ بخیه کات‌گوت کرومیک سایز \u20663-0\u2069', 'AS-CAT-02'),
    product(8, 'چسب ضد حساسیت رول', 'AD-RL-01', ['بافته‌شده']),
    product(9, 'Lightweight hernia mesh', 'SM-LW-01'),
  ].map(toSearchDoc),
);
const ids = (q: string) => searchProducts(index, q).map((p) => p.id);

describe('the device’s product search', () => {
  it('folds as the server does: Arabic yeh and kaf, ZWNJ, diacritics, Persian and Arabic digits', () => {
    expect(ids('چسب سيليكوني')).toEqual([2]);
    expect(ids('پلی گلیکولیک')).toEqual([1]);
    expect(ids('پلی‌گلیکولیک')).toEqual([1]);
    expect(ids('بُخیه')).toEqual([1, 7]);
    expect(ids('3-0')).toEqual([1, 7]);
    expect(ids('٣-٠')).toEqual([1, 7]);
    expect(ids('نخ بخيه كات‌گوت ۳-۰')).toEqual([7]);
  });
  it('finds a compound however it is typed: with its ZWNJ, a space, or joined', () => {
    for (const q of ['پلی‌گلیکولیک', 'پلی گلیکولیک', 'پلیگلیکولیک', 'پلیگلیکو']) expect(ids(q), q).toEqual([1]);
    for (const q of ['کات‌گوت', 'کات گوت', 'کاتگوت']) expect(ids(q), q).toEqual([7]);
    // Stored joined, typed apart; stored apart, typed joined.
    expect(ids('ضد حساسیت').sort()).toEqual([2, 8]);
    expect(ids('ضدحساسیت').sort()).toEqual([2, 8]);
    expect(ids('بافتهشده')).toEqual([8]);
    expect(ids('چسب ضدحساسیت رول')).toEqual([8]);
    // One typo in the joined form is still forgiven.
    expect(ids('کاتگوط')).toEqual([7]);
  });
  it('matches prefixes and forgives one typo in longer words', () => {
    expect(ids('هیدرو')).toEqual([3]);
    expect(ids('guidwire')).toEqual([5]);
    expect(ids('نیتینل')).toEqual([3]);
    expect(ids('SU-SLK')).toEqual([4]);
    // A code typed off the box without its dashes.
    expect(ids('suslk20')).toEqual([4]);
  });
  it('finds a product typed in the plural, as the server’s search does', () => {
    expect(ids('sutures')).toEqual([4]);
    expect(ids('guidewires')).toEqual([5]);
    // Two letters past "mesh": more than one typo forgives.
    expect(ids('meshes')).toEqual([9]);
    expect(ids('hernia meshes')).toEqual([9]);
  });
  it('needs every word, and ranks a title above a code above a specification', () => {
    expect(ids('silk suture')).toEqual([4]);
    expect(ids('nitinol')).toEqual([5, 6]);
    expect(ids('   ')).toEqual([]);
  });
});
