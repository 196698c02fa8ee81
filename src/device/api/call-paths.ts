/**
 * Where each v1 call lives (contract/calls.ts), for the page, the service worker and the search
 * worker: the one place that knows the API's prefix. No fetch here, so that a worker that only
 * reads its caches can tell which call a cached URL answers.
 */
import { CALLS, fillPath, type CallMethod, type CallName, type CallParams, type CallRoute } from '../../../contract/calls.ts';
import { config } from '../config.ts';

const V1 = '/v1';

/** A query as the URL carries it. */
export type Query = Record<string, string | number | boolean | undefined>;

/**
 * The path of a call, /v1 included, with its parameters filled in. Where the spec writes `fa` in
 * the path, the path says `fa` in every language (issue 29): the page's language goes in the
 * call's Accept-Language (client.ts), which a backend serving only the spec's calls may ignore.
 */
export const callPath = <N extends CallName>(name: N, params: CallParams<N>) =>
  `${V1}${fillPath(name, (CALLS[name] as CallRoute).faInSpec ? ({ ...params, lang: 'fa' } as CallParams<N>) : params)}`;

/** A query string (`?a=1&b=2`, or nothing), skipping what is undefined. */
function queryString(query?: Query): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {})) if (value !== undefined) params.append(key, String(value));
  const qs = params.toString();
  return qs ? `?${qs}` : '';
}

/**
 * The exact URL of a call: the service worker caches responses under it, and the first render's
 * inline data (api/boot.ts) names it so that the worker can still cache it for offline use.
 */
export const callUrl = <N extends CallName>(name: N, params: CallParams<N>, query?: Query) => `${config.apiBaseUrl}${callPath(name, params)}${queryString(query)}`;

/** Whether a URL's path is the API's. */
export const isApiPath = (pathname: string) => pathname.startsWith(`${V1}/`);

const PARAM_PATTERN: Record<string, string> = { lang: '(fa|en)', id: '(\\d+)' };
const MATCHERS = (Object.keys(CALLS) as CallName[]).map((name) => {
  const names: string[] = [];
  const source = CALLS[name].path.replace(/:([A-Za-z_]+)/g, (_, key: string) => {
    names.push(key);
    return PARAM_PATTERN[key] ?? '([^/]+)';
  });
  return { name, method: CALLS[name].method, names, pattern: new RegExp(`^${V1}${source}$`) };
});

/** The call a request's method and path make, with its path parameters, or null. */
export function matchCall(method: CallMethod, pathname: string): { name: CallName; params: Record<string, string | number> } | null {
  for (const m of MATCHERS) {
    if (m.method !== method) continue;
    const found = m.pattern.exec(pathname);
    if (!found) continue;
    const params: Record<string, string | number> = {};
    m.names.forEach((key, i) => {
      const raw = decodeURIComponent(found[i + 1]!);
      params[key] = key === 'id' ? Number(raw) : raw;
    });
    return { name: m.name, params };
  }
  return null;
}
