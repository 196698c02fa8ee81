import { describe, expect, it } from 'vitest';
import { agreesWithReads, answersOf, datedAt, isServerPage, markedFromDevice } from './page-rules.ts';

/** A page as server/site/html/shell.ts writes it. */
const rendered = (answers: Record<string, unknown>, readAt = 1_795_000_000_000) =>
  `<!doctype html><html lang="fa"><body><div id="root"><h1>مش</h1></div>\n    <script type="application/json" id="boot-data" data-read-at="${readAt}">${JSON.stringify(answers).replace(/</g, '\\u003c')}</script><script type="module" src="/assets/x.js"></script></body></html>`;

describe('pages kept for offline', () => {
  it('keeps the public pages the server renders, and leaves member and device pages to the shell', () => {
    for (const path of ['/', '/en', '/product/1041/x', '/en/product/category/meshes/meshes', '/search', '/faq', '/news/3/a']) expect(isServerPage(path), path).toBe(true);
    for (const path of ['/dashboard/order', '/en/credit', '/order/checkout', '/member/signin', '/product/favorite', '/compare', '/en/offline', '/scan', '/desk']) expect(isServerPage(path), path).toBe(false);
  });

  it('reads a rendered page’s answers and when they were read; the shell and broken data have none', () => {
    const answers = { '/v1/product/fa/products/1041': { data: { id: 1041, title: 'مش <کف لگن>' } } };
    expect(answersOf(rendered(answers, 1_795_000_000_123))).toEqual({ readAt: 1_795_000_000_123, answers });
    expect(answersOf(datedAt(rendered(answers), 1_795_000_999_000))).toEqual({ readAt: 1_795_000_999_000, answers });
    expect(answersOf('<!doctype html><html><body><div id="root"></div></body></html>')).toBeNull();
    expect(answersOf('<script type="application/json" id="boot-data" data-read-at="1">{not json</script>')).toBeNull();
    expect(answersOf('<script type="application/json" id="boot-data" data-read-at="1">[1,2]</script>')).toBeNull();
  });

  it('agrees with the device’s reads when each one it also holds is the same data, and not when one was read again since and changed', () => {
    const page = { readAt: 1, answers: { '/v1/a': { data: { price: 100, title: 'x' } }, '/v1/b': { data: [] } } };
    expect(agreesWithReads(page, {})).toBe(true);
    expect(agreesWithReads(page, { '/v1/a': { data: { price: 100, title: 'x' } } })).toBe(true);
    expect(agreesWithReads(page, { '/v1/a': { data: { price: 120, title: 'x' } } })).toBe(false);
    expect(agreesWithReads(page, { '/v1/b': { data: [{ id: 1 }] } })).toBe(false);
  });

  it('marks a kept page served because the store gave no answer on its answers’ element, and nowhere else', () => {
    const page = rendered({ '/v1/a': { data: [] } });
    const marked = markedFromDevice(page);
    expect(marked).toBe(page.replace('id="boot-data" data-read-at=', 'id="boot-data" data-from-device data-read-at='));
    expect(markedFromDevice('<!doctype html><html><body><div id="root"></div></body></html>')).toBe('<!doctype html><html><body><div id="root"></div></body></html>');
  });
});
