import { describe, expect, it } from 'vitest';
import { idParam } from './route-params.ts';

describe('idParam', () => {
  it('reads a positive whole number, leading zeros and all', () => {
    expect(idParam('1041')).toBe(1041);
    expect(idParam('01041')).toBe(1041);
    expect(idParam('999999999')).toBe(999_999_999);
  });

  it('has no id for anything else', () => {
    for (const raw of ['0', '000', '-1', 'abc', '1.5', '', '1e3', '1234567890', ' 12']) expect(idParam(raw), raw).toBeNull();
  });
});
