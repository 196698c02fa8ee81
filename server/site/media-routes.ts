/** The catalogue's media (`/media/…`), and its WebP renditions (`?w=`), cached a week; documents staff uploaded, from the database. */
import type { Hono } from 'hono';
import { MEDIA_WIDTHS, mediaWidth } from '../../shared/media.ts';
import type { AppEnv } from '../app-env.ts';
import { errorBody } from '../http/errors.ts';
import { RENDITION_SOURCES, type Renditions } from './renditions.ts';
import { resolveInside, sendFile, WEEK_S, YEAR_S, type FileCache } from './site-files.ts';
import { storedFile } from '../cache/stored-body.ts';
import { readDocumentFile, UPLOADED_DOCUMENT } from '../modules/catalog/document-files.ts';

export function mountMedia(app: Hono<AppEnv>, mediaDir: string, cache: FileCache, renditions: Renditions) {
  app.get('/media/*', async (c) => {
    // A document staff uploaded: from the database, under a name that is its content's.
    const uploaded = UPLOADED_DOCUMENT.exec(c.req.path.slice('/media'.length));
    if (uploaded) {
      const data = await readDocumentFile(c.var.db, uploaded[1]!);
      if (!data) return c.json(errorBody(404, 'Not found'), 404);
      return sendFile(c, await storedFile(data, 'application/pdf'), `public, max-age=${YEAR_S}, immutable`);
    }
    const file = resolveInside(mediaDir, c.req.path.slice('/media'.length));
    const entry = file ? await cache.get(file) : null;
    if (!entry) return c.json(errorBody(404, 'Not found'), 404);
    const w = c.req.query('w');
    if (w === undefined) return sendFile(c, entry, `public, max-age=${WEEK_S}`);
    const width = mediaWidth(w);
    if (!width) return c.json(errorBody(400, `w must be one of ${MEDIA_WIDTHS.join(', ')}`), 400);
    if (!RENDITION_SOURCES.test(entry.type)) return c.json(errorBody(400, 'This file is not an image'), 400);
    try {
      return sendFile(c, await renditions.get(file!, entry, width), `public, max-age=${WEEK_S}`);
    } catch {
      return c.json(errorBody(422, 'This image could not be read'), 422);
    }
  });
}
