/**
 * Server rendering of the storefront's public pages: loads the SSR build of src/entry-server.tsx
 * (dist-ssr/entry-server.js, made by `npm run build`), gives it the API in the same process, and
 * keeps every API answer a page read so that the browser hydrates from the same data
 * (window.__BOOT__, src/device/api/boot.ts). Without that build, or when a page cannot be rendered in
 * time, the caller sends the bare shell and the browser renders the page itself.
 */
import { AsyncLocalStorage } from 'node:async_hooks';
import fs from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { createAdmission } from './admission.ts';
import { log } from '../ops/log.ts';
import { CACHE_TAGS_HEADER, INTERNAL_API_HOST } from '../cache/cache-tags.ts';
import type { EarlyReadsPlan, SsrEntry, Transport } from '../../shared/render-contract.ts';


/** A rendered page with the API answers it read; a redirect; or the head of a page the browser renders (404 when no route has it). */
export type RenderedPage =
  | { html: string; head: string; status: 200 | 404; outline?: true; routes: string[]; early?: EarlyReadsPlan; answers: Record<string, unknown>; tags: string[]; renderedAt: number }
  | { redirect: string }
  | { shellHead: string; status: 200 | 404 };
export type PageRenderer = (url: string, origin: string) => Promise<RenderedPage | null>;

/**
 * Renders admitted at once, waiting at most, and the deadline of each (from its arrival). A page
 * past the cap or the deadline is sent as the shell (the browser renders it), and the render is
 * aborted: under a rush, visitors get the shell at once rather than a page after seconds.
 */
const RENDER_CONCURRENCY = 4;
const RENDER_QUEUE = 32;
const RENDER_TIMEOUT_MS = 3_000;

const urlOf = (input: RequestInfo | URL) => (typeof input === 'string' ? input : input instanceof URL ? input.href : input.url);

/**
 * A renderer over `ssrDir`, or null answers while it holds no build. `api` answers a request to
 * the API (the app itself: `app.request`). A new build copied over a running server is picked
 * up by its modification time, like the static files.
 */
export function createPageRenderer(ssrDir: string, api: (request: Request) => Promise<Response>): PageRenderer {
  const file = path.join(ssrDir, 'entry-server.js');
  const scope = new AsyncLocalStorage<{ answers: Record<string, unknown>; tags: Set<string> }>();
  let loaded: { version: string; entry: Promise<SsrEntry> } | null = null;

  const transport: Transport = async (input, init) => {
    const page = scope.getStore();
    const request = new Request(new URL(urlOf(input), `http://${INTERNAL_API_HOST}`), init);
    const res = await api(request);
    if (page && request.method === 'GET' && res.ok) {
      page.answers[urlOf(input)] = await res.clone().json();
      // What the page shows depends on what each answer it read depends on.
      for (const tag of (res.headers.get(CACHE_TAGS_HEADER) ?? '*').split(' ')) page.tags.add(tag);
    }
    return res;
  };

  async function entry(): Promise<SsrEntry | null> {
    let version: string;
    try {
      const stat = await fs.stat(file);
      version = String(stat.mtimeMs);
    } catch {
      return null;
    }
    if (loaded?.version !== version) {
      const promise = (import(`${pathToFileURL(file).href}?v=${version}`) as Promise<SsrEntry>).then((m) => {
        m.setApiTransport(transport);
        return m;
      });
      loaded = { version, entry: promise };
    }
    return loaded.entry;
  }

  const admit = createAdmission({ concurrency: RENDER_CONCURRENCY, queue: RENDER_QUEUE, deadlineMs: RENDER_TIMEOUT_MS });

  return async (url, origin) => {
    const ssr = await entry().catch((err: unknown) => {
      log.error({ err }, 'The server rendering build could not be loaded');
      loaded = null;
      return null;
    });
    if (!ssr) return null;
    const read = { answers: {} as Record<string, unknown>, tags: new Set<string>() };
    try {
      const page = await admit((signal) => scope.run(read, () => ssr.render(url, origin, signal)));
      if (!page) return null;
      return 'html' in page ? { ...page, answers: read.answers, tags: [...read.tags], renderedAt: Date.now() } : page;
    } catch (err) {
      log.error({ err, path: new URL(url, 'http://x').pathname }, 'Server rendering failed');
      return null;
    }
  };
}
