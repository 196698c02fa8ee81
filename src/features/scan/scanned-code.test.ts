import { describe, expect, it } from 'vitest';
import { readScanned, sameCode } from './scanned-code.ts';

const ORIGIN = 'https://shop.example';

describe('a scanned code', () => {
  it('names a product by a link to its page, in either language', () => {
    expect(readScanned('https://shop.example/product/1009/x', ORIGIN)).toEqual({ kind: 'product', id: 1009 });
    expect(readScanned('https://shop.example/en/product/1009', ORIGIN)).toEqual({ kind: 'product', id: 1009 });
  });
  it('ignores links elsewhere, and empty or overlong text', () => {
    expect(readScanned('https://evil.example/product/1009/x', ORIGIN)).toEqual({ kind: 'nothing' });
    expect(readScanned('https://shop.example/news/5', ORIGIN)).toEqual({ kind: 'nothing' });
    expect(readScanned('   ', ORIGIN)).toEqual({ kind: 'nothing' });
    expect(readScanned('x'.repeat(65), ORIGIN)).toEqual({ kind: 'nothing' });
  });
  it('reads anything else as a product code, without a reader’s symbology prefix', () => {
    expect(readScanned(' AS-CAT-02 ', ORIGIN)).toEqual({ kind: 'code', code: 'AS-CAT-02' });
    expect(readScanned(']C1AS-CAT-02', ORIGIN)).toEqual({ kind: 'code', code: 'AS-CAT-02' });
  });
  it('compares codes as a person reads them: case, spaces and Persian digits do not matter', () => {
    expect(sameCode('as-cat-۰۲', 'AS-CAT-02')).toBe(true);
    expect(sameCode('AS CAT-02', 'AS-CAT-02')).toBe(false);
    expect(sameCode('AS-CAT-03', 'AS-CAT-02')).toBe(false);
  });
});
