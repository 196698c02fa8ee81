/**
 * A Vite plugin for the storefront's client build: React DOM's five sentinel errors (the values
 * it throws to suspend or to abandon hydration, compared by identity, never shown) are made as
 * plain objects with Error's prototype and message instead of by `Error()`.
 *
 * Why: an `Error()` captures a stack trace. When a browser is traced (DevTools, and so Lighthouse
 * and the bench), V8 then collects the source positions of the whole script being evaluated: on
 * the bench's machine 8-12 ms of the ~20 ms React DOM takes to evaluate, all at start-up. A phone
 * without DevTools pays little of it; the measurement pays all. The objects keep what React uses
 * of them: identity, `instanceof Error`, the message. Only these five assignments at the module's
 * top level change; anything else in React DOM is left as it is, and the build fails if React's
 * code no longer holds all five (a React update then needs a look here).
 */
import type { Plugin } from 'vite';

/** React's error codes of its top-level sentinels (react-dom-client.production.js, React 19). */
export const SENTINEL_CODES = [460, 461, 474, 519, 542] as const;

const HELPER = 'function __reactSentinel(message) { var e = Object.create(Error.prototype); e.message = message; return e; }\n';

/** The module's code with its sentinels made without a stack trace; throws if one is missing. */
export function rewriteSentinels(code: string): string {
  let out = code;
  for (const n of SENTINEL_CODES) {
    const made = `= Error(formatProdErrorMessage(${n}))`;
    const count = out.split(made).length - 1;
    if (count !== 1) throw new Error(`React DOM: expected one sentinel ${n} made as "${made}", found ${count}`);
    out = out.replace(made, `= __reactSentinel(formatProdErrorMessage(${n}))`);
  }
  return HELPER + out;
}

export function reactSentinels(): Plugin {
  return {
    name: 'storefront:react-sentinels',
    apply: 'build',
    enforce: 'pre',
    transform(code, id) {
      if (!/[\\/]react-dom[\\/]cjs[\\/]react-dom-client\.production\.js$/.test(id)) return null;
      return { code: rewriteSentinels(code), map: null };
    },
  };
}
