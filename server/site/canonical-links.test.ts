/**
 * No visitor pays a redirect: every internal link on the rendered public pages, and every URL
 * the sitemaps list, is the page's canonical URL and answers 200 at once (a stale slug would
 * answer 301, a round trip on a phone's link before anything paints). The pages are the real
 * storefront's, rendered by its build, crawled from both home pages.
 */
import { describe, expect, it } from 'vitest';
import { storefrontBuild } from '../../scripts/build-storefront.ts';
import { fileHarness } from '../test/harness.ts';

const h = fileHarness(storefrontBuild, { timeoutMs: 300_000 });

const ORIGIN = 'http://localhost';
/** Links that are not pages of the site (the API, files) or that carry state in their query. */
const isPageLink = (href: string) => href.startsWith('/') && !href.startsWith('//') && !/^\/(v1|api|media|assets)\//.test(href) && !/\.[a-z0-9]+$/i.test(href.split('?')[0]!);
const linksOf = (html: string) =>
  [...html.matchAll(/<a [^>]*href="([^"#]+)(?:#[^"]*)?"/g)].map((m) => m[1]!.replace(/&amp;/g, '&')).filter(isPageLink);

describe('canonical links', () => {
  it('every internal link of the public pages answers 200 itself, never a redirect', async () => {
    const queue = ['/', '/en'];
    const seen = new Set(queue);
    const from = new Map<string, string>();
    const redirects: string[] = [];
    let crawled = 0;
    // Every page type is reached within a few hundred pages; each is rendered once.
    while (queue.length > 0 && crawled < 400) {
      const path = queue.shift()!;
      const res = await h.app.request(path, { headers: { accept: 'text/html' } });
      crawled++;
      if (res.status === 301) {
        redirects.push(`${path} (linked from ${from.get(path)}) → ${res.headers.get('location')}`);
        continue;
      }
      expect(res.status, path).toBe(200);
      for (const href of linksOf(await res.text())) {
        // Filters and pages of a list are the same page type: one of each is enough.
        const key = href.replace(/([?&](page|offset|sort|brand|in_stock|new)=)[^&]*/g, '$1');
        if (seen.has(key) || seen.has(href)) continue;
        seen.add(key);
        seen.add(href);
        from.set(href, path);
        queue.push(href);
      }
    }
    expect(redirects).toEqual([]);
    // It reached the product, category, brand, news and FAQ pages of both languages.
    for (const pattern of [/^\/product\/\d+\//, /^\/en\/product\/\d+\//, /^\/product\/category\//, /^\/product\/brand\//, /^\/news\/\d+\//, /^\/en\/news\/\d+\//, /^\/faq/]) {
      expect([...seen].some((p) => pattern.test(p)), String(pattern)).toBe(true);
    }
  }, 300_000);

  it('every URL of the sitemaps answers 200 itself', async () => {
    const locs = (xml: string) => [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]!.replace(/&amp;/g, '&').replace(/^https?:\/\/[^/]+/, ''));
    const files = locs(await (await h.app.request('/sitemap.xml')).text());
    expect(files.length).toBeGreaterThan(1);
    const pages = (await Promise.all(files.map(async (f) => locs(await (await h.app.request(f)).text())))).flat();
    expect(pages.length).toBeGreaterThan(100);
    const bad: string[] = [];
    for (const page of pages) {
      const res = await h.app.request(new URL(page, ORIGIN).pathname + new URL(page, ORIGIN).search);
      if (res.status !== 200) bad.push(`${page} ${res.status} ${res.headers.get('location') ?? ''}`);
      await res.arrayBuffer();
    }
    expect(bad).toEqual([]);
  }, 300_000);
});
