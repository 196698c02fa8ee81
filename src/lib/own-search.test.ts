import { describe, expect, it } from 'vitest';
import { ownSearch, searchText } from './own-search.ts';

describe('ownSearch', () => {
  const parse = ownSearch((raw: Record<string, unknown>): { page?: number } => {
    const n = Number(raw.page);
    return Number.isInteger(n) && n > 1 ? { page: n } : {};
  });
  // As the router lays a validator's answer over the URL's values (router-core: { ...parentSearch, ...strictSearch }).
  const merged = (raw: Record<string, unknown>) => JSON.parse(JSON.stringify({ ...raw, ...parse(raw) })) as Record<string, unknown>;

  it('keeps what the validator read', () => {
    expect(merged({ page: 3 })).toEqual({ page: 3 });
  });

  it('masks a value it read and left out, so that the URL’s own cannot show through', () => {
    for (const page of ['abc', -1, 0, 1, 2.5, '']) expect(merged({ page })).toEqual({});
  });

  it('leaves keys that are not its own as they are', () => {
    expect(merged({ utm_source: 'sms', page: 'abc' })).toEqual({ utm_source: 'sms' });
  });
});

describe('searchText', () => {
  it('reads what the router made a number or a boolean as the text the URL had', () => {
    expect(searchText('PGA')).toBe('PGA');
    expect(searchText(10501)).toBe('10501');
    expect(searchText(true)).toBe('true');
    expect(searchText(undefined)).toBe('');
    expect(searchText({ a: 1 })).toBe('');
  });

  it('leaves control characters out (the backend refuses a NUL)', () => {
    expect(searchText('PG\u0000A\n')).toBe('PGA');
    expect(searchText('\u0000')).toBe('');
  });
});
