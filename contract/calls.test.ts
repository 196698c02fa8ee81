import { describe, expect, it } from 'vitest';
import { CALLS, type CallName } from './calls.ts';

/** Spec §7's table, row by row, as the spec writes each call (`{lang}` where the language is the page's, `fa` where the spec fixes it). */
const SPEC_ROWS = [
  'GET /faq/fa/faqs',
  'GET /faq/fa/faqs/{id}',
  'GET /cms/{lang}/boxes',
  'GET /cms/{lang}/boxes/{id}',
  'GET /album/{lang}/albums',
  'GET /album/{lang}/albums/{id}',
  'GET /product/{lang}/brands',
  'GET /product/{lang}/brands/{id}',
  'GET /category/{lang}/categories',
  'GET /category/{lang}/categories/tree',
  'GET /category/{lang}/categories/{id}',
  'GET /news/{lang}/news',
  'GET /news/{lang}/news/{id}',
  'GET /sitemember/fa/cities',
  'GET /sitemember/fa/cities/{id}',
  'GET /sitemember/fa/provinces',
  'GET /sitemember/fa/provinces/{id}',
  'GET /product/{lang}/products',
  'GET /product/{lang}/products/{id}',
  'GET /product/{lang}/products/{id}/availablity',
  'GET /product/{lang}/products/favorites',
  'GET /product/{lang}/products/favorites/{id}',
  'DELETE /product/{lang}/products/{id}/deletefavorite',
  'GET /product/{lang}/products/{id}/reviews',
  'GET /review/fa/reviews/{id}',
  'GET /product/{lang}/products/reviews',
  'DELETE /product/fa/products/reviews/{id}',
  'POST /product/{lang}/products/{id}/addreview',
  'POST /general/fa/captcha/{id}',
  'GET /credit/fa/credits',
  'GET /credit/fa/credits/{id}',
  'GET /credit/fa/accounts/{id}',
  'GET /credit/fa/accounts/balance',
  'GET /store/fa/orders',
  'GET /store/fa/orders/{id}',
  'POST /store/fa/orders',
  'POST /store/fa/orders/payment',
  'GET /store/fa/orders/countbystatus',
  'POST /store/fa/orders/checkdiscount',
  'GET /store/fa/recipients',
  'GET /store/fa/recipients/{id}',
  'POST /store/fa/recipients',
  'PUT /store/fa/recipients/{id}',
  'DELETE /store/fa/recipients/{id}',
  'GET /ticketing/fa/tickets',
  'GET /ticketing/fa/tickets/{id}',
  'POST /ticketing/fa/tickets',
  'POST /ticketing/fa/tickets/{id}/reply',
  'PUT /ticketing/fa/tickets/replies/{id}/attachment',
  'POST /ticketing/fa/tickets/{id}/addreview',
];

/** A call as the spec would write it: its language segment fixed to `fa` where the spec fixes it, every other parameter `{…}`. */
const asSpecWrites = (name: CallName) => {
  const c = CALLS[name];
  const path = c.path.replace(/:lang/, 'faInSpec' in c && c.faInSpec ? 'fa' : '{lang}').replace(/:[A-Za-z_]+/g, '{id}');
  return `${c.method} ${path}`;
};

describe('every call says where it comes from (issue 29)', () => {
  const names = Object.keys(CALLS) as CallName[];
  it("marks as the spec's exactly the rows of spec §7, each with the language its path has there", () => {
    const spec = names.filter((n) => CALLS[n].origin === 'spec').map(asSpecWrites);
    expect(spec.sort()).toEqual([...SPEC_ROWS].sort());
  });

  it('marks the rest as needed (design.md §3 names them) or as an extension', () => {
    const rest = Object.fromEntries(names.filter((n) => CALLS[n].origin !== 'spec').map((n) => [n, CALLS[n].origin]));
    expect(Object.entries(rest).filter(([, origin]) => origin === 'needed').map(([n]) => n).sort()).toEqual(['favorites.add', 'otp.send', 'otp.verify', 'transmits.get', 'transmits.list']);
    expect(Object.values(rest).every((origin) => origin === 'needed' || origin === 'extension')).toBe(true);
  });
});
