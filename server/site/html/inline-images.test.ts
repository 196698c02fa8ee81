import { describe, expect, it } from 'vitest';
import { storedBody } from '../../cache/stored-body.ts';
import { INLINE_IMAGE_BYTES, INLINE_PHOTO_BUDGET_BYTES, inlineImages, type ImageAt } from './inline-images.ts';

const svg = (bytes: number) => storedBody(Buffer.from(`<svg xmlns="http://www.w3.org/2000/svg">${'<g/>'.repeat(Math.ceil(bytes / 4))}</svg>`), 'image/svg+xml');
const webp = (bytes: number) => storedBody(Buffer.alloc(bytes, 7), 'image/webp');

/** The files a page may name, by URL. */
const files: Record<string, Awaited<ReturnType<ImageAt>>> = {
  '/favicon.svg': { image: svg(300) },
  '/media/p1.svg?w=320': { image: webp(2_000), source: svg(1_200) },
  '/media/p2.jpg?w=320': { image: webp(2_000) },
  '/media/big.jpg?w=320': { image: webp(INLINE_PHOTO_BUDGET_BYTES + 1) },
  '/media/huge.svg': { image: svg(INLINE_IMAGE_BYTES + 100) },
};
const imageAt: ImageAt = async (src) => files[src] ?? null;

describe('inlineImages', () => {
  it("brings the logo and the page's first photo inside it, as the smaller of the drawing and the rendition, without its srcset", async () => {
    const html = await inlineImages(
      '<head><link rel="icon" href="/favicon.svg"></head><img src="/favicon.svg" alt=""><img src="/media/p1.svg?w=320" srcset="/media/p1.svg?w=320 320w, /media/p1.svg?w=480 480w" sizes="50vw" fetchpriority="high" alt="x">',
      imageAt,
    );
    expect(html).not.toContain('src="/favicon.svg"');
    expect(html).not.toContain('href="/favicon.svg"');
    expect(html).toMatch(/<img src="data:image\/svg\+xml,[^"]+" fetchpriority="high" alt="x">/);
    expect(html).not.toContain('srcset');
  });

  it('leaves by URL what waits to near the screen, a photo not asked for first, and what is too large', async () => {
    const page =
      '<img src="/media/p2.jpg?w=320" loading="lazy" alt=""><img src="/media/p2.jpg?w=320" fetchpriority="low" alt=""><img src="/media/big.jpg?w=320" fetchpriority="high" alt=""><img src="/media/huge.svg" alt=""><img src="/media/none.png" alt="">';
    expect(await inlineImages(page, imageAt)).toBe(page);
  });

  it('spends the photo budget once: a second first-priority photo stays by URL', async () => {
    const html = await inlineImages('<img src="/media/p2.jpg?w=320" fetchpriority="high" alt="a"><img src="/media/p1.svg?w=320" fetchpriority="high" alt="b">', imageAt);
    expect(html).toContain('<img src="data:image/webp;base64,');
    expect(html).toContain('<img src="/media/p1.svg?w=320" fetchpriority="high" alt="b">');
  });

  it("keeps only the preload of the image asked for first, and none once it is inside the page", async () => {
    const preloads = '<link rel="preload" as="image" href="/media/big.jpg?w=320" fetchpriority="high"><link rel="preload" as="image" href="/media/p2.jpg?w=320"><link rel="preload" as="style" href="/a.css">';
    const kept = await inlineImages(`${preloads}<img src="/media/big.jpg?w=320" fetchpriority="high" alt="">`, imageAt);
    expect(kept).toContain('href="/media/big.jpg?w=320"');
    expect(kept).not.toContain('<link rel="preload" as="image" href="/media/p2.jpg?w=320">');
    expect(kept).toContain('as="style"');
    const inside = await inlineImages('<link rel="preload" as="image" href="/media/p1.svg?w=320" fetchpriority="high"><img src="/media/p1.svg?w=320" fetchpriority="high" alt="">', imageAt);
    expect(inside).not.toContain('rel="preload"');
  });
});
