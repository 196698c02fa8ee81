/**
 * The public answers this instance keeps, after the API key is checked: a public GET (no Bearer
 * token) is answered from memory until the catalogue or content it shows changes (cache-tags.ts),
 * and the page renderer, which asks in-process, learns what each answer depends on.
 */
import type { MiddlewareHandler } from 'hono';
import type { AppEnv } from '../app-env.ts';
import { answerTags, CACHE_TAGS_HEADER, INTERNAL_API_HOST } from './cache-tags.ts';
import type { ResponseCache } from './response-cache.ts';

/** How long a browser and the service worker may use a public answer before they revalidate it. */
const PUBLIC_API_CACHE = 'public, max-age=60';
import { replaceAnswer, sendBody, storedBody } from './stored-body.ts';
import { acceptedLocale } from '../../shared/locale.ts';

export function publicAnswerCache(publicCache: ResponseCache): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    // Public catalogue data may be cached briefly by the browser and the service worker; the
    // worker revalidates in the background (stale-while-revalidate), and an unchanged answer is
    // a 304 (ETag). This instance keeps the answer too, until the catalogue changes. Member data
    // (a Bearer token, or a route that says private) never is.
    const cacheable = c.req.method === 'GET' && !c.req.header('authorization');
    const url = new URL(c.req.url);
    const cacheKey = `${url.pathname}${url.search}`;
    // An answer that varies by language (a call whose path the spec fixes in fa: api-router.ts
    // answerLang) is kept once per language asked for.
    const langKey = `${cacheKey}|${acceptedLocale(c.req.header('accept-language')) ?? 'fa'}`;
    // The page renderer asks in-process (its own origin) and learns what the answer depends on,
    // so that a page is dropped when, and only when, what it shows changes (cache-tags.ts).
    const internal = url.host === INTERNAL_API_HOST;
    const tagHeaders = (tags: readonly string[] | undefined): Record<string, string> => (internal ? { [CACHE_TAGS_HEADER]: (tags ?? ['*']).join(' ') } : {});
    if (cacheable) {
      const hit = publicCache.get(langKey) ?? publicCache.get(cacheKey);
      if (hit) return sendBody(c, hit, { headers: { ...hit.headers, 'cache-control': PUBLIC_API_CACHE, 'x-cache': 'hit', ...tagHeaders(hit.tags) } });
    }
    const generation = publicCache.generation;
    await next();
    if (cacheable && c.res.status === 200 && !c.res.headers.has('cache-control') && /^application\/json/.test(c.res.headers.get('content-type') ?? '')) {
      // The route's own text where api-router made it (no stream read back, no second parse).
      const made = c.get('answer');
      const body = made ? Buffer.from(made.text) : Buffer.from(await c.res.arrayBuffer());
      const tags = answerTags(url.pathname.replace(/^\/v1/, ''), () => (made ? made.body : (JSON.parse(body.toString('utf8')) as unknown)));
      const byLang = /accept-language/i.test(c.res.headers.get('vary') ?? '');
      const headers: Record<string, string> = byLang ? { vary: 'Accept-Language' } : {};
      // Assigned, not spread: a spread would compress the body in every encoding at once.
      const entry = Object.assign(storedBody(body, c.res.headers.get('content-type')!), { status: 200 as const, headers, tags });
      publicCache.set(byLang ? langKey : cacheKey, generation, entry, tags);
      replaceAnswer(c, sendBody(c, entry, { headers: { ...headers, 'cache-control': PUBLIC_API_CACHE, 'x-cache': 'miss', ...tagHeaders(tags) } }));
    }
  };
}
