import { describe, expect, it } from 'vitest';
import { mentions } from './mentions.ts';

describe('a secret in a log', () => {
  it('is found as a value of its own, not inside a random id', () => {
    expect(mentions('{"req_id":"ce051091-0d2f-418c"}', '051091')).toBe(false);
    expect(mentions('{"code":"051091"}', '051091')).toBe(true);
    expect(mentions('code 051091 sent', '051091')).toBe(true);
    expect(mentions('refresh_token=a.b+c; Path=/', 'a.b+c')).toBe(true);
    // A number is looked for in each of its forms (0912…, 912…, +98912…): each is a value of its own.
    expect(mentions('to 09121234567', '09121234567')).toBe(true);
    expect(mentions('to +989121234567', '+989121234567')).toBe(true);
  });
});
