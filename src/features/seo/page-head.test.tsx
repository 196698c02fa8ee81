import { createMemoryHistory, createRootRoute, createRouter, HeadContent, RouterContextProvider } from '@tanstack/react-router';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { loadCatalog } from '../../i18n/i18n.ts';
import { pageHead, type PageHead } from './page-head.ts';

/** The head tags TanStack Router renders for a route whose head is `page`, as the server writes them. */
async function renderHead(locale: 'fa' | 'en', page: PageHead): Promise<string> {
  await loadCatalog(locale);
  const rootRoute = createRootRoute({ head: () => pageHead({ locale, origin: 'https://shop.example' }, page) });
  const router = createRouter({ routeTree: rootRoute, history: createMemoryHistory({ initialEntries: ['/'] }) });
  await router.load();
  return renderToStaticMarkup(
    <RouterContextProvider router={router}>
      <HeadContent />
    </RouterContextProvider>,
  );
}

describe('a page head', () => {
  it('names the page, then the site, in the page language, with canonical and alternates on the site origin', async () => {
    const html = await renderHead('en', { title: 'Nylon suture', description: 'Monofilament.', path: '/product/7/nylon', alternates: { fa: '/product/7/نایلون' } });
    expect(html).toContain('<title>Nylon suture | Medical Supplies Store</title>');
    expect(html).toContain('<meta name="description" content="Monofilament."/>');
    expect(html).toContain('<link rel="canonical" href="https://shop.example/en/product/7/nylon"/>');
    expect(html).toContain('hrefLang="fa" href="https://shop.example/product/7/نایلون"');
    expect(html).toContain('<meta property="og:locale" content="en_US"/>');
    const fa = await renderHead('fa', { path: '/' });
    expect(fa).toContain('<title>فروشگاه تجهیزات پزشکی</title>');
    expect(fa).toContain('<link rel="canonical" href="https://shop.example/"/>');
  });

  it('escapes text from the catalogue in tags and in JSON-LD', async () => {
    const evil = `Evil "quote" <b>bold</b> </script><script>alert(1)</script> & co`;
    const html = await renderHead('en', { title: evil, description: evil, path: '/x', jsonLd: [{ '@type': 'Product', name: evil }] });
    expect(html).not.toContain('<script>alert(1)</script>');
    expect(html).toContain('<title>Evil &quot;quote&quot; &lt;b&gt;bold&lt;/b&gt;');
    const block = /<script type="application\/ld\+json">(.*?)<\/script>/s.exec(html)![1]!;
    expect(JSON.parse(block)).toEqual({ '@type': 'Product', name: evil });
  });

  it('marks private and search pages noindex', async () => {
    expect(await renderHead('fa', { path: '/search' })).toContain('<meta name="robots" content="noindex, follow"/>');
    expect(await renderHead('fa', { path: '/faq' })).not.toContain('noindex');
  });
});
