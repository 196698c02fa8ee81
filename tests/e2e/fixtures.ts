/**
 * The suite's `test`: Playwright's, with a guard on every page a test opens through its `page`:
 * any Content-Security-Policy violation the browser reports (an inline script without the
 * response's nonce, a request to another origin…) fails the test.
 */
import { test as base, expect } from '@playwright/test';

export const test = base.extend<{ cspGuard: void }>({
  cspGuard: [
    async ({ page }, use) => {
      const violations: string[] = [];
      page.on('console', (m) => {
        if (/Content Security Policy/i.test(m.text())) violations.push(m.text());
      });
      await use();
      expect(violations, 'Content-Security-Policy violations').toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };
