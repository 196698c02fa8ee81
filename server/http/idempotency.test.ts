import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import type { AppEnv } from '../app-env.ts';
import { fileHarness } from '../test/harness.ts';
import { testConfig } from '../config.ts';
import { errorResponse } from './errors.ts';
import { idempotent } from './idempotency.ts';

const h = fileHarness({}, { seed: false });

/** A member upload route behind the real middleware, on the real database. */
function uploadApp(opts: { delayMs?: number; failFirst?: boolean } = {}) {
  let runs = 0;
  const app = new Hono<AppEnv>();
  app.onError((err, c) => errorResponse(c, err));
  app.use('*', async (c, next) => {
    c.set('db', h.handle.db);
    c.set('config', testConfig());
    c.set('memberId', 7);
    await next();
  });
  app.put('/upload', idempotent, async (c) => {
    runs++;
    const form = await c.req.formData();
    await new Promise((r) => setTimeout(r, opts.delayMs ?? 0));
    if (opts.failFirst && runs === 1) throw new Error('the database went away');
    return c.json({ data: { runs, name: (form.get('file') as File).name, at: Date.now() } }, 201);
  });
  return { app, runs: () => runs };
}

const upload = (app: Hono<AppEnv>, key: string, content: string) => {
  const form = new FormData();
  form.append('description', 'A photo of the box');
  form.append('file', new Blob([content], { type: 'image/png' }), 'box.png');
  // Each Request gets its own multipart boundary, as each send from the outbox does.
  return app.request('/upload', { method: 'PUT', headers: { 'idempotency-key': key }, body: form });
};

describe('Idempotency-Key on a multipart PUT', () => {
  it('answers a resend of the same upload with the first answer, though its boundary differs', async () => {
    const { app, runs } = uploadApp();
    const key = crypto.randomUUID();
    const first = await upload(app, key, 'png bytes');
    expect(first.status).toBe(201);
    const again = await upload(app, key, 'png bytes');
    expect(again.status).toBe(201);
    expect(again.headers.get('idempotent-replayed')).toBe('true');
    expect(await again.json()).toEqual(await first.json());
    expect(runs()).toBe(1);
  });

  it('refuses the same key with another file', async () => {
    const { app } = uploadApp();
    const key = crypto.randomUUID();
    expect((await upload(app, key, 'one')).status).toBe(201);
    expect((await upload(app, key, 'two')).status).toBe(422);
  });
});

describe('Idempotency-Key under concurrency', () => {
  it('runs the request once for 20 sent together with one key, and every answer is that one', async () => {
    const { app, runs } = uploadApp({ delayMs: 150 });
    const key = crypto.randomUUID();
    const answers = await Promise.all(Array.from({ length: 20 }, () => upload(app, key, 'png bytes')));
    expect(runs()).toBe(1);
    expect(answers.map((r) => r.status)).toEqual(Array.from({ length: 20 }, () => 201));
    const [first, ...rest] = await Promise.all(answers.map((r) => r.json()));
    for (const body of rest) expect(body).toEqual(first);
    expect(answers.filter((r) => r.headers.get('idempotent-replayed') === 'true')).toHaveLength(19);
  });

  it('releases the key when the first request fails, so that a retry runs', async () => {
    const { app, runs } = uploadApp({ failFirst: true });
    const key = crypto.randomUUID();
    expect((await upload(app, key, 'x')).status).toBe(500);
    const retried = await upload(app, key, 'x');
    expect(retried.status).toBe(201);
    expect(runs()).toBe(2);
  });
});
