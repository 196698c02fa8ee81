import { describe, expect, it } from 'vitest';
import { isPublicCatalogueRequest } from './routes.ts';

const u = (p: string) => new URL(p, 'https://shop.example');

describe('what the worker caches', () => {
  it('caches public catalogue reads in both languages', () => {
    const none = new Headers();
    expect(isPublicCatalogueRequest(u('/v1/product/fa/products?limit=12'), none)).toBe(true);
    expect(isPublicCatalogueRequest(u('/v1/category/en/categories/tree'), none)).toBe(true);
    expect(isPublicCatalogueRequest(u('/v1/news/fa/news/3'), none)).toBe(true);
    expect(isPublicCatalogueRequest(u('/v1/sitemember/fa/cities?rankings=1,2'), none)).toBe(true);
  });
  it('leaves what is not a public read of the contract to the network: shipping methods, unknown paths', () => {
    const none = new Headers();
    expect(isPublicCatalogueRequest(u('/v1/store/fa/transmits'), none)).toBe(false);
    expect(isPublicCatalogueRequest(u('/v1/product/de/products'), none)).toBe(false);
    expect(isPublicCatalogueRequest(u('/v1/product/fa/products/1/nothing'), none)).toBe(false);
  });
  it('never caches member data or anything sent with a token', () => {
    const none = new Headers();
    expect(isPublicCatalogueRequest(u('/v1/product/fa/products/favorites'), none)).toBe(false);
    expect(isPublicCatalogueRequest(u('/v1/product/fa/products/reviews'), none)).toBe(false);
    expect(isPublicCatalogueRequest(u('/v1/store/fa/orders'), none)).toBe(false);
    expect(isPublicCatalogueRequest(u('/v1/product/fa/products/favorites/3'), none)).toBe(false);
    expect(isPublicCatalogueRequest(u('/v1/ticketing/fa/attachments/3'), none)).toBe(false);
    expect(isPublicCatalogueRequest(u('/v1/product/fa/products/1'), new Headers({ authorization: 'Bearer x' }))).toBe(false);
    expect(isPublicCatalogueRequest(u('/api/ip'), none)).toBe(false);
  });
  it('lets a read that asks for the server’s answer now (the cart’s prices) go to the network', () => {
    expect(isPublicCatalogueRequest(u('/v1/product/fa/products?ids=1,2'), new Headers({ 'cache-control': 'no-cache' }))).toBe(false);
  });
});
