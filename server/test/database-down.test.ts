/**
 * The database out of reach (issue 24 §14): the server on PostgreSQL through a TCP proxy that the
 * test cuts. While it is cut, the API answers 503 with Retry-After in the error shape (never a
 * 500), `/readyz` 503 and `/healthz` 200; once it is back, the same server answers again by itself.
 * PGlite is inside the process and cannot be out of reach, so this runs where DATABASE_URL is set.
 */
import net from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../app.ts';
import { DEMO_API_KEY, testConfig } from '../config.ts';
import { createDb, type DbHandle } from '../db/create-db.ts';
import { seedDemoData } from '../db/seed/index.ts';
import { freshPostgres } from './harness.ts';

const onPostgres = Boolean(process.env.DATABASE_URL);

/** A TCP proxy to PostgreSQL that can be cut (every connection dropped, new ones refused) and restored. */
function cuttableProxy(target: URL) {
  const sockets = new Set<net.Socket>();
  let server: net.Server | null = null;
  let port = 0;
  const open = () =>
    new Promise<void>((resolve) => {
      server = net.createServer((client) => {
        const upstream = net.connect(Number(target.port || 5432), target.hostname);
        for (const s of [client, upstream]) {
          sockets.add(s);
          s.on('close', () => sockets.delete(s));
          s.on('error', () => s.destroy());
        }
        client.pipe(upstream).pipe(client);
      });
      server.listen(port, '127.0.0.1', () => {
        port = (server!.address() as net.AddressInfo).port;
        resolve();
      });
    });
  return {
    open,
    get port() {
      return port;
    },
    cut: async () => {
      for (const s of sockets) s.destroy();
      await new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve()));
      server = null;
    },
  };
}

let db: { url: string; drop: () => Promise<void> } | null = null;
let handle: DbHandle | null = null;
let proxy: ReturnType<typeof cuttableProxy>;
beforeAll(async () => {
  if (!onPostgres) return;
  db = await freshPostgres('down');
  const target = new URL(db!.url);
  proxy = cuttableProxy(target);
  await proxy.open();
  const viaProxy = new URL(db!.url);
  viaProxy.hostname = '127.0.0.1';
  viaProxy.port = String(proxy.port);
  handle = await createDb({ databaseUrl: viaProxy.toString() });
  await seedDemoData(handle.db);
});
afterAll(async () => {
  await handle?.close().catch(() => {});
  await proxy?.cut();
  await db?.drop();
});

describe.skipIf(!onPostgres)('the database out of reach', () => {
  it('answers 503 with Retry-After while it is gone, and serves again by itself when it is back', async () => {
    const app = createApp({ db: handle!.db, config: testConfig() });
    const call = (path: string, init: RequestInit = {}) => Promise.resolve(app.request(path, { ...init, headers: { 'x-api-key': DEMO_API_KEY, 'content-type': 'application/json', ...init.headers } }));
    expect((await call('/v1/product/fa/products/1001')).status).toBe(200);

    await proxy.cut();
    for (const [path, init] of [
      ['/v1/product/fa/products/1002', {}],
      ['/v1/general/fa/captcha/7a0c8d2e-5f1b-4c3a-9d8e-1f2a3b4c5d6e', { method: 'POST', body: '{}' }],
    ] as const) {
      const res = await call(path, init);
      expect(res.status, path).toBe(503);
      expect(Number(res.headers.get('retry-after'))).toBeGreaterThan(0);
      expect(((await res.json()) as { error: { status_code: number } }).error.status_code).toBe(503);
    }
    expect((await call('/readyz')).status).toBe(503);
    expect((await call('/healthz')).status).toBe(200);

    await proxy.open();
    let back = 0;
    for (let i = 0; i < 40 && back !== 200; i++) {
      back = (await call('/v1/product/fa/products/1003')).status;
      if (back !== 200) await new Promise((r) => setTimeout(r, 250));
    }
    expect(back).toBe(200);
    expect((await call('/readyz')).status).toBe(200);
  });
});
