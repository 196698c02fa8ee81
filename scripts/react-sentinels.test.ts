import fs from 'node:fs';
import path from 'node:path';
import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import { rewriteSentinels, SENTINEL_CODES } from './react-sentinels.ts';

const require = createRequire(import.meta.url);
const reactDom = () => fs.readFileSync(path.join(path.dirname(require.resolve('react-dom/package.json')), 'cjs/react-dom-client.production.js'), 'utf8');

describe("React DOM's sentinel errors", () => {
  it('are all found in the installed React DOM and made without Error()', () => {
    const out = rewriteSentinels(reactDom());
    for (const n of SENTINEL_CODES) {
      expect(out).not.toContain(`= Error(formatProdErrorMessage(${n}))`);
      expect(out).toContain(`= __reactSentinel(formatProdErrorMessage(${n}))`);
    }
    // Errors React makes to report (not sentinels) are left alone.
    expect(out).toContain('Error(formatProdErrorMessage(419))');
  });

  it('keep what React uses of them: identity, instanceof Error, the message', () => {
    const made = new Function(`${rewriteSentinels('var a = Error(formatProdErrorMessage(460)), b = Error(formatProdErrorMessage(461)), c = Error(formatProdErrorMessage(474)), d = Error(formatProdErrorMessage(519)), e = Error(formatProdErrorMessage(542));')}; function formatProdErrorMessage(n) { return "Minified React error #" + n; } return [a, b];`)() as [Error, Error];
    const [a, b] = made;
    expect(a).toBeInstanceOf(Error);
    expect(a.message).toBe('Minified React error #460');
    expect(String(a)).toBe('Error: Minified React error #460');
    expect(a).not.toBe(b);
  });

  it('stop the build when React no longer makes one of them that way', () => {
    expect(() => rewriteSentinels('var x = Error(formatProdErrorMessage(460));')).toThrow(/sentinel 461/);
  });
});
