import { describe, expect, it } from 'vitest';
import { splitCodes, textDirection } from './bidi.ts';

describe('the direction of a message', () => {
  it('skips leading codes and numbers, and takes the first letter after them', () => {
    expect(textDirection('LOT 2026-118 است.', 'ltr')).toBe('rtl');
    expect(textDirection('SM-STD-02 را دوباره می‌خواهیم', 'ltr')).toBe('rtl');
    expect(textDirection('۱۲ عدد از ORD-10500', 'ltr')).toBe('rtl');
    expect(textDirection('ORD-10500 arrived damaged', 'rtl')).toBe('ltr');
    expect(textDirection('سلام، the lot is fine', 'ltr')).toBe('rtl');
    expect(textDirection('Please check لات ۱۲', 'rtl')).toBe('ltr');
  });
  it('falls back to the writer’s language when there is no letter but codes', () => {
    expect(textDirection('2026-118', 'rtl')).toBe('rtl');
    expect(textDirection('LOT 2026-118', 'rtl')).toBe('rtl');
    expect(textDirection('  ', 'ltr')).toBe('ltr');
  });
  it('isolates codes and numbers, leaves words alone', () => {
    expect(splitCodes('LOT 2026-118 است.')).toEqual([
      { text: 'LOT ', code: false },
      { text: '2026-118', code: true },
      { text: ' است.', code: false },
    ]);
    expect(splitCodes('کد SM-STD-02 و 3-0')).toEqual([
      { text: 'کد ', code: false },
      { text: 'SM-STD-02', code: true },
      { text: ' و ', code: false },
      { text: '3-0', code: true },
    ]);
    expect(splitCodes('plain words only')).toEqual([{ text: 'plain words only', code: false }]);
  });
});
