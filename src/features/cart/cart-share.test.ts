import { describe, expect, it } from 'vitest';
import { addItem, emptyCart } from '../../device/cart/cart-rules.ts';
import { decodeCartShare, encodeCartShare, SHARE_MAX_LINES } from './cart-share.ts';

const item = (id: number, withGuarantee: boolean, title: string) => ({ id, withGuarantee, title, price: 1000, priceWithGuarantee: withGuarantee ? 1200 : null, description: null, media: null });

describe('cart share link', () => {
  it('carries each line (product, guarantee, quantity) and reads back the same lines', () => {
    let cart = addItem(emptyCart(), { ...item(12, true, 'ب'), quantity: 3 });
    cart = addItem(cart, item(15, false, 'الف'));
    const text = encodeCartShare(cart);
    expect(text).toBe('15.0.1_12.1.3');
    expect(decodeCartShare(text)).toEqual([
      { id: 15, withGuarantee: false, quantity: 1 },
      { id: 12, withGuarantee: true, quantity: 3 },
    ]);
  });

  it('joins a line given twice', () => {
    expect(decodeCartShare('7.0.2_7.0.3_7.1.1')).toEqual([
      { id: 7, withGuarantee: false, quantity: 5 },
      { id: 7, withGuarantee: true, quantity: 1 },
    ]);
  });

  it.each(['', 'x', '1.2.3', '0.0.1', '1.0.0', '1.0.1000', '1.0.1_', '1.0', '-1.0.1', '99999999999.0.1', '3000000000.0.1', '1.0.1;2.0.1'])('refuses %j whole', (text) => {
    expect(decodeCartShare(text)).toBeNull();
  });

  it(`refuses more than ${SHARE_MAX_LINES} lines`, () => {
    const many = Array.from({ length: SHARE_MAX_LINES + 1 }, (_, i) => `${i + 1}.0.1`).join('_');
    expect(decodeCartShare(many)).toBeNull();
  });
});
