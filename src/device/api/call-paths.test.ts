import { describe, expect, it } from 'vitest';
import { CALLS, type CallName, type CallRoute } from '../../../contract/calls.ts';
import { callPath, matchCall } from './call-paths.ts';

describe('the paths of the contract’s calls', () => {
  it('fills a call’s path and finds the call again from it, for every call', () => {
    for (const name of Object.keys(CALLS) as CallName[]) {
      const params = { lang: 'en', id: 42, captchaId: 'c-1', lot: 'L-1' } as never;
      // Where the spec writes fa in the path, the path is fa in every language (issue 29).
      const lang = (CALLS[name] as CallRoute).faInSpec ? 'fa' : 'en';
      expect(matchCall(CALLS[name].method, callPath(name, params)), name).toEqual({
        name,
        params: Object.fromEntries([...CALLS[name].path.matchAll(/:(\w+)/g)].map(([, k]) => [k, { lang, id: 42, captchaId: 'c-1', lot: 'L-1' }[k!]])),
      });
    }
  });

  it('tells a literal segment from an id: favourites and reviews are not products', () => {
    expect(matchCall('GET', '/v1/product/fa/products/favorites')?.name).toBe('favorites.list');
    expect(matchCall('GET', '/v1/product/fa/products/reviews')?.name).toBe('reviews.mine');
    expect(matchCall('GET', '/v1/product/fa/products/7')).toEqual({ name: 'products.get', params: { lang: 'fa', id: 7 } });
    expect(matchCall('POST', '/v1/product/fa/products/7')).toBeNull();
    expect(matchCall('GET', '/v1/product/xx/products/7')).toBeNull();
  });
});
