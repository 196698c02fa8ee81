import { describe, expect, it } from 'vitest';
import { isPageMessage } from './messages.ts';

describe('the page-to-worker protocol', () => {
  it('takes the page’s messages and nothing else', () => {
    expect(isPageMessage({ type: 'PAGE_BUSY', busy: true })).toBe(true);
    expect(isPageMessage({ type: 'RELEASE' })).toBe(true);
    expect(isPageMessage({ type: 'SKIP_WAITING' })).toBe(true);
    expect(isPageMessage({ type: 'something-else' })).toBe(false);
    expect(isPageMessage('RELEASE')).toBe(false);
    expect(isPageMessage(null)).toBe(false);
  });
});
