import { describe, expect, it } from 'vitest';
import { facetsOfProducts, specOrder } from './spec-facets.ts';

describe('specification facets', () => {
  it('orders USP sizes thickest first, as a theatre reads them', () => {
    const sizes = ['3-0', '0', '10-0', '2', '2-0', '1', '5-0'];
    expect([...sizes].sort((a, b) => specOrder('size', a) - specOrder('size', b))).toEqual(['2', '1', '0', '2-0', '3-0', '5-0', '10-0']);
  });

  it('counts the products the device holds by each filterable value, in the keys’ order, leaving other specifications out', () => {
    const s = (key: string, name: string, value: string) => ({ key, name, value });
    const products = [
      { specifications: [s('material', 'جنس', 'ابریشم'), s('size', 'سایز', '3-0'), s('sterility', 'استریلیتی', 'EO')] },
      { specifications: [s('size', 'سایز', '2-0'), s('material', 'جنس', 'ابریشم')] },
      { specifications: [s('size', 'سایز', '3-0')] },
      {},
    ];
    expect(facetsOfProducts(products, ['size', 'material', 'needle'], 'fa')).toEqual([
      { key: 'size', name: 'سایز', values: [{ value: '2-0', count: 1 }, { value: '3-0', count: 2 }] },
      { key: 'material', name: 'جنس', values: [{ value: 'ابریشم', count: 2 }] },
    ]);
  });
});
