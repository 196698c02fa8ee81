import { describe, expect, it } from 'vitest';
import { acceptedLocale } from './locale.ts';

describe('acceptedLocale: the language an Accept-Language header asks for', () => {
  it('takes the site language the header prefers, by weight and then by order', () => {
    expect(acceptedLocale('en')).toBe('en');
    expect(acceptedLocale('fa')).toBe('fa');
    expect(acceptedLocale('en-US,en;q=0.9')).toBe('en');
    expect(acceptedLocale('fa-IR,fa;q=0.9,en-US;q=0.8,en;q=0.7')).toBe('fa');
    expect(acceptedLocale('en;q=0.5, fa;q=0.8')).toBe('fa');
    expect(acceptedLocale('EN-gb')).toBe('en');
  });

  it('skips languages the site does not have, and refused ones', () => {
    expect(acceptedLocale('de-DE,de;q=0.9,en;q=0.5')).toBe('en');
    expect(acceptedLocale('en;q=0, fa;q=0.1')).toBe('fa');
    expect(acceptedLocale('de, *')).toBeNull();
    expect(acceptedLocale('')).toBeNull();
    expect(acceptedLocale(undefined)).toBeNull();
  });
});
