/** robots.txt and the sitemaps: the index, the pages, and the products a file of at most 50,000. */
import type { Hono } from 'hono';
import type { AppEnv } from '../app-env.ts';
import { storedBody } from '../cache/stored-body.ts';
import { siteOrigin } from '../http/origin.ts';
import { sendFile, TYPES } from './site-files.ts';
import { pagesSitemapXml, productsSitemapStream, robotsTxt, sitemapIndexXml } from './sitemap.ts';

const SITEMAP_CACHE = 'public, max-age=3600';

export function mountSitemaps(app: Hono<AppEnv>) {
  app.get('/robots.txt', (c) => {
    c.header('cache-control', 'public, max-age=3600');
    return c.text(robotsTxt(siteOrigin(c)));
  });
  app.get('/sitemap.xml', async (c) => sendFile(c, storedBody(Buffer.from(await sitemapIndexXml(c.var.db, siteOrigin(c))), TYPES['.xml']!), SITEMAP_CACHE));
  app.get('/sitemap-pages.xml', async (c) => sendFile(c, storedBody(Buffer.from(await pagesSitemapXml(c.var.db, siteOrigin(c))), TYPES['.xml']!), SITEMAP_CACHE));
  // A product file is megabytes: streamed as it is read, gzip when the client takes it.
  app.get('/:file{sitemap-products-[0-9]{1,6}\\.xml}', async (c) => {
    const part = Number(/(\d+)/.exec(c.req.param('file'))![1]);
    const stream = await productsSitemapStream(c.var.db, siteOrigin(c), part);
    if (!stream) return c.text('Not found', 404);
    c.header('content-type', TYPES['.xml']!);
    c.header('cache-control', SITEMAP_CACHE);
    c.header('vary', 'accept-encoding');
    if (/\bgzip\b/.test(c.req.header('accept-encoding') ?? '')) {
      c.header('content-encoding', 'gzip');
      return c.body(stream.pipeThrough(new CompressionStream('gzip') as unknown as TransformStream<Uint8Array, Uint8Array<ArrayBuffer>>));
    }
    return c.body(stream);
  });
}
