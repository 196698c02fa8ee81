/**
 * What a rendered public page carries for its first paint: the small images of the first screen
 * inside it (data URIs), the rest by URL and lazily; no font on the way to the first paint; the
 * LCP image asked for first. The pages are the real storefront's, rendered by its build.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { storefrontBuild } from '../../scripts/build-storefront.ts';
import { startHarness, type Harness } from '../test/harness.ts';
import { INLINE_IMAGE_BYTES } from './static-site.ts';

let h: Harness;
beforeAll(async () => {
  h = await startHarness(storefrontBuild());
}, 300_000);
afterAll(async () => {
  await h?.close();
});

const page = async (path: string) => {
  const res = await h.app.request(path);
  expect(res.status, path).toBe(200);
  return res.text();
};
const images = (html: string) => [...html.matchAll(/<img [^>]*>/g)].map((m) => m[0]);
const srcOf = (tag: string) => /src="([^"]+)"/.exec(tag)?.[1] ?? '';

describe('the first screen', () => {
  it('brings the product page’s first image inside the page, first in line, and the rest by URL', async () => {
    const html = await page((await h.app.request('/product/1041')).headers.get('location')!);
    const tags = images(html.slice(html.indexOf('<div id="root">')));
    const main = tags.find((t) => /fetchpriority="high"/i.test(t))!;
    expect(srcOf(main)).toMatch(/^data:image\/svg\+xml,/);
    // The thumbnails wait until they near the screen, by URL (the service worker keeps them offline).
    const lazy = tags.filter((t) => t.includes('loading="lazy"'));
    expect(lazy.length).toBeGreaterThan(0);
    for (const t of lazy) expect(srcOf(t)).toMatch(/^\/media\//);
  });

  it('inlines the first product cards of a category, and only small files', async () => {
    const html = await page('/product/category/surgical-sutures/surgical-sutures');
    const tags = images(html).filter((t) => t.includes('product-card') || /alt="[^"]+"/.test(t));
    const inline = tags.filter((t) => srcOf(t).startsWith('data:'));
    expect(inline.length).toBeGreaterThanOrEqual(4);
    for (const t of inline) expect(decodeURIComponent(srcOf(t)).length).toBeLessThan(INLINE_IMAGE_BYTES * 2);
    expect(tags.filter((t) => t.includes('loading="lazy"')).every((t) => srcOf(t).startsWith('/media/'))).toBe(true);
  });

  it('asks for no file of an image it carries inside (React preloads the images it renders at once)', async () => {
    for (const path of ['/', '/en', '/product/category/surgical-sutures/surgical-sutures']) {
      const html = await page(path);
      const preloaded = [...html.matchAll(/<link rel="preload" [^>]*as="image"[^>]*>/g)].map((m) => /href="([^"]+)"/.exec(m[0])![1]!);
      const byUrl = new Set(images(html).map(srcOf).filter((src) => !src.startsWith('data:')));
      // Whatever is still preloaded is an image the page shows by URL (too large to carry inside).
      for (const href of preloaded) expect(byUrl, `${path} preloads ${href}`).toContain(href);
    }
  });

  it('carries the rules of its own HTML inline, and the whole style sheet after the first paint (applied when needed)', async () => {
    const html = await page('/product/category/surgical-sutures/surgical-sutures');
    const inline = [...html.matchAll(/<style>([\s\S]*?)<\/style>/g)].map((m) => m[1]).join('');
    const sheet = /<link rel=\\"stylesheet\\" crossorigin href=\\"(\/assets\/[^\\]+\.css)\\" media=\\"print\\" data-late>/.exec(html)?.[1];
    expect(sheet).toBeTruthy();
    const whole = await (await h.app.request(sheet!)).text();
    expect(inline.length).toBeLessThan(whole.length / 2);
    // The page's own parts, the dark theme the head's script may set, the font faces, the focus
    // ring and the opening hours' badge (added by every page as it starts).
    for (const rule of ['.product-card', '.site-header', "[data-theme=dark]", '@font-face', ':focus-visible{', '.open-now']) expect(inline, rule).toContain(rule);
    // Not the member's area, which this page does not show.
    expect(inline).not.toContain('.member-nav');
    expect(whole).toContain('.member-nav');
    // The font faces come once, inline (declared again, they would have the browser lay out all
    // of the text again): the late sheet declares none, and the faces' own sheet is not sent.
    expect(whole).not.toContain('@font-face');
    expect(html.match(/@font-face/g)).toHaveLength(2);
    expect(html.match(/href=\\"\/assets\/[^\\]+\.css\\"/g)).toHaveLength(1);
    // Without scripts, the whole sheet comes the usual way.
    expect(html).toMatch(/<noscript><link rel="stylesheet" crossorigin href="\/assets\/[^"]+\.css"><\/noscript>/);
  });

  it('puts no font on the way to the first paint, and names it only where the device has it', async () => {
    for (const path of ['/', '/en']) {
      const html = await page(path);
      expect(html).not.toMatch(/rel="preload"[^>]*as="font"/);
      expect(html).toMatch(/@font-face\{font-family:Vazirmatn FA;[^}]*font-display:optional/);
      expect(html).toContain("localStorage.getItem('site-font')");
      expect(html).not.toMatch(/<html[^>]*class=/);
    }
  });
});
