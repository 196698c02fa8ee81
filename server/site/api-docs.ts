/**
 * The API's reference page at /api/docs: Swagger UI (swagger-ui-dist, served from our own
 * origin: no request leaves it) reading the OpenAPI document the server generates from the
 * contract at /v1/openapi.json.
 */
import fs from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import { Hono } from 'hono';
import type { AppEnv } from '../app-env.ts';

const require = createRequire(import.meta.url);
const DIST = path.dirname(require.resolve('swagger-ui-dist/package.json'));
const FILES: Record<string, string> = {
  'swagger-ui.css': 'text/css; charset=utf-8',
  'swagger-ui-bundle.js': 'text/javascript; charset=utf-8',
};

const PAGE = `<!doctype html>
<html lang="en" dir="ltr">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <meta name="robots" content="noindex" />
    <title>Medical Supplies Store API (v1)</title>
    <link rel="stylesheet" href="/api/docs/swagger-ui.css" />
  </head>
  <body>
    <div id="api-reference"></div>
    <script src="/api/docs/swagger-ui-bundle.js"></script>
    <script src="/api/docs/init.js"></script>
  </body>
</html>
`;

// validatorUrl: null keeps Swagger UI from asking an outside validator for a badge.
const INIT = `window.ui = SwaggerUIBundle({ url: '/v1/openapi.json', dom_id: '#api-reference', validatorUrl: null, deepLinking: true, tryItOutEnabled: false });\n`;

export function apiDocsRoutes() {
  const app = new Hono<AppEnv>();
  const cache = new Map<string, Promise<Buffer>>();
  app.get('/docs', (c) => {
    c.header('cache-control', 'no-cache');
    return c.html(PAGE);
  });
  app.get('/docs/init.js', (c) => {
    c.header('content-type', 'text/javascript; charset=utf-8');
    c.header('cache-control', 'no-cache');
    return c.body(INIT);
  });
  app.get('/docs/:file', async (c) => {
    const name = c.req.param('file');
    const type = FILES[name];
    if (!type) return c.notFound();
    let body = cache.get(name);
    if (!body) cache.set(name, (body = fs.readFile(path.join(DIST, name))));
    c.header('content-type', type);
    c.header('cache-control', 'public, max-age=86400');
    return c.body(new Uint8Array(await body));
  });
  return app;
}
