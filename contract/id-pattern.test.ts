import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ID_PATTERN, MAX_INT, queryIds, querySmallInts } from './common.ts';

const id = new RegExp(`^${ID_PATTERN}$`);

describe('the id pattern', () => {
  it('takes exactly the integers 1 to 2147483647, written without a leading zero', () => {
    fc.assert(fc.property(fc.integer({ min: 1, max: MAX_INT }), (n) => id.test(String(n))));
    fc.assert(fc.property(fc.integer({ min: MAX_INT + 1, max: Number.MAX_SAFE_INTEGER }), (n) => !id.test(String(n))));
    for (const bad of ['0', '01', '-1', '1.5', '2147483648', '9999999999', '', ' 1']) expect(id.test(bad), bad).toBe(false);
    for (const edge of ['1', '9', '10', '999999999', '1000000000', '1999999999', '2000000000', '2147483647', '2147483639', '2147483600']) expect(id.test(edge), edge).toBe(true);
  });

  it('bounds the lists: every id a list allows is taken, and small numbers to 32767', () => {
    fc.assert(fc.property(fc.array(fc.integer({ min: 1, max: MAX_INT }), { minLength: 1, maxLength: 100 }), (ids) => queryIds.safeParse(ids.join(',')).success));
    expect(queryIds.safeParse('1,2147483648').success).toBe(false);
    fc.assert(fc.property(fc.array(fc.integer({ min: 0, max: 32_767 }), { minLength: 1, maxLength: 100 }), (n) => querySmallInts.safeParse(n.join(',')).success));
    expect(querySmallInts.safeParse('32768').success).toBe(false);
  });
});
