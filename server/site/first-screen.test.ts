/**
 * What a rendered public page carries for its first paint: the page's first photo inside it when
 * it is small (a data URI), the rest by URL in the widths the screen needs and lazily; no font on
 * a first visit's way to the first paint (a device that has the font asks for it at once); the
 * LCP image asked for first. The pages are the real storefront's, rendered by its build.
 */
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { fontFiles, splitFontFaces } from '../../shared/font-faces.ts';
import { MEDIA_WIDTHS } from '../../shared/media.ts';
import { storefrontBuild } from '../../scripts/build-storefront.ts';
import { fileHarness } from '../test/harness.ts';
import { INLINE_PHOTO_BUDGET_BYTES } from './html/inline-images.ts';

const h = fileHarness(storefrontBuild, { timeoutMs: 300_000 });

const page = async (path: string) => {
  const res = await h.app.request(path);
  expect(res.status, path).toBe(200);
  return res.text();
};
const images = (html: string) => [...html.matchAll(/<img [^>]*>/g)].map((m) => m[0]);
const srcOf = (tag: string) => /src="([^"]+)"/.exec(tag)?.[1] ?? '';

describe('the catalogue’s images', () => {
  it('answer in the widths the pages ask for, as WebP, and refuse any other width with the error shape', async () => {
    for (const width of MEDIA_WIDTHS) {
      const res = await h.app.request(`/media/products/as-cat-01-1.svg?w=${width}`);
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toBe('image/webp');
      const meta = await sharp(Buffer.from(await res.arrayBuffer())).metadata();
      expect([meta.format, meta.width, meta.height]).toEqual(['webp', width, width]);
      // Kept: asked again with its ETag, a 304.
      const again = await h.app.request(`/media/products/as-cat-01-1.svg?w=${width}`, { headers: { 'if-none-match': res.headers.get('etag')! } });
      expect(again.status).toBe(304);
    }
    for (const bad of ['300', '0', '-320', '320.5', 'big', '']) {
      const res = await h.app.request(`/media/products/as-cat-01-1.svg?w=${bad}`);
      expect(res.status, bad).toBe(400);
      expect((await res.json()) as unknown).toMatchObject({ error: { status_code: 400 } });
    }
    expect((await h.app.request('/media/products/no-such-file.svg?w=320')).status).toBe(404);
    // The file itself, as stored.
    const original = await h.app.request('/media/products/as-cat-01-1.svg');
    expect(original.headers.get('content-type')).toBe('image/svg+xml');
  });
});

describe('the first screen', () => {
  it('names the catalogue’s photos by URL as WebP renditions only (each SVG drawing would be a document of its own)', async () => {
    for (const path of ['/', '/en', '/product/category/surgical-sutures/surgical-sutures', '/news', '/album']) {
      const html = await page(path);
      for (const tag of images(html).filter((t) => srcOf(t).startsWith('/media/'))) {
        expect(srcOf(tag), `${path}: ${tag}`).toMatch(/\?w=\d+$/);
      }
    }
  });

  it('brings the product page’s large photo inside the page as the drawing it is (smaller than any rendition), the rest by URL', async () => {
    const html = await page((await h.app.request('/product/1041')).headers.get('location')!);
    const tags = images(html.slice(html.indexOf('<div id="root">')));
    const main = tags.find((t) => /fetchpriority="high"/i.test(t))!;
    expect(srcOf(main)).toMatch(/^data:image\/svg\+xml,/);
    expect(main).not.toMatch(/srcset=/i);
    // Nothing left to preload.
    expect(html).not.toMatch(/<link rel="preload" [^>]*as="image"/);
    // The thumbnails wait until they near the screen, by URL (the service worker keeps them offline).
    const lazy = tags.filter((t) => t.includes('loading="lazy"'));
    expect(lazy.length).toBeGreaterThan(0);
    for (const t of lazy) expect(srcOf(t)).toMatch(/^\/media\//);
  });

  it('carries a category’s first product photo inside the page, the rest of a first screen’s by URL at once, the others as they near the screen', async () => {
    const html = await page('/product/category/surgical-sutures/surgical-sutures');
    const cards = images(html.slice(html.indexOf('<div id="root">'))).filter((t) => /alt="[^"]+"/.test(t));
    const inline = cards.filter((t) => srcOf(t).startsWith('data:'));
    expect(inline).toHaveLength(1);
    expect(inline[0]).toBe(cards[0]);
    expect(srcOf(inline[0]!)).toMatch(/^data:image\/svg\+xml,/);
    expect(decodeURIComponent(srcOf(inline[0]!)).length).toBeLessThanOrEqual(INLINE_PHOTO_BUDGET_BYTES);
    // The file inside the page is the one shown: no srcset to pick another from.
    expect(inline[0]).not.toMatch(/srcset=/i);
    for (const [i, t] of cards.slice(1).entries()) {
      expect(srcOf(t)).toMatch(/^\/media\/products\/.+\?w=320$/);
      expect(t).toContain('fetchpriority="low"');
      // A phone's second row is on its screen: asked for as the page is read, not once it is laid
      // out (one of them, a fraction of a pixel larger, can be the page's largest paint).
      expect(t).toContain(i < 3 ? 'loading="eager"' : 'loading="lazy"');
    }
  });

  it('asks for no image in the head but the one the page shows first, and not when it is inside the page', async () => {
    for (const path of ['/', '/en', '/product/category/surgical-sutures/surgical-sutures']) {
      const html = await page(path);
      expect(html.match(/<link rel="preload" [^>]*as="image"[^>]*>/g), path).toBeNull();
    }
  });

  it('carries the rules of its own HTML inline, and the whole style sheet after the first paint (applied when needed)', async () => {
    const html = await page('/product/category/surgical-sutures/surgical-sutures');
    const inline = [...html.matchAll(/<style>([\s\S]*?)<\/style>/g)].map((m) => m[1]).join('');
    // The loader's links, escaped in its data-links attribute (src/boot/page-loader.ts).
    const sheet = /&lt;link rel=&quot;stylesheet&quot; crossorigin href=&quot;(\/assets\/[^&]+\.css)&quot; media=&quot;print&quot; data-late&gt;/.exec(html)?.[1];
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
    expect(html.match(/href=&quot;\/assets\/[^&]+\.css&quot;/g)).toHaveLength(1);
    // Without scripts, the whole sheet comes the usual way.
    expect(html).toMatch(/<noscript><link rel="stylesheet" crossorigin href="\/assets\/[^"]+\.css"><link rel="manifest"[^>]*><\/noscript>/);
  });

  it('leaves the browser nothing of its own to ask for before the first paint: the icon is inside the page, the manifest is linked after', async () => {
    for (const [path, manifest] of [['/', '/manifest.webmanifest'], ['/en/faq', '/manifest-en.webmanifest']] as const) {
      const html = await page(path);
      const head = html.slice(0, html.indexOf('</head>'));
      expect(head, path).toMatch(/<link rel="icon" href="data:image\/svg\+xml,[^"]+"/);
      expect(head.replace(/<noscript>[\s\S]*?<\/noscript>/g, ''), path).not.toContain('rel="manifest"');
      const links = /<script data-entry="[^"]+" data-links="([^"]*)">/.exec(html)?.[1];
      expect(links, path).toContain(`&lt;link rel=&quot;manifest&quot; href=&quot;${manifest}&quot;`);
    }
  });

  it('puts no font on the way to the first paint, and names and preloads it only where the device has it', async () => {
    for (const path of ['/', '/en']) {
      const html = await page(path);
      expect(html).not.toMatch(/rel="preload"[^>]*as="font"/);
      expect(html).toMatch(/@font-face\{font-family:Vazirmatn FA;[^}]*font-display:optional/);
      // Named where the worker answers the page (it keeps the files), with no storage read before the first paint.
      expect(html).toContain('if (navigator.serviceWorker && navigator.serviceWorker.controller)');
      expect(html.slice(0, html.indexOf('</head>'))).not.toMatch(/localStorage\s*\./);
      expect(html).not.toMatch(/<html[^>]*class=/);
      // Where the device has it, the head script preloads each language's face, the file the page's faces name.
      const files = JSON.parse(/var files = (\{[^;]*\});/.exec(html)?.[1] ?? 'null') as Record<string, string> | null;
      expect(files).toEqual(fontFiles(splitFontFaces(html).faces));
      expect(Object.keys(files ?? {}).sort()).toEqual(['Vazirmatn EN', 'Vazirmatn FA']);
    }
  });
});
