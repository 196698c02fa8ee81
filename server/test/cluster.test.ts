/**
 * Several instances on one PostgreSQL (issue 13 §3): two real server processes, A and B, on one
 * database, with the storefront's build. Whatever one knows the other knows: a code sent through
 * A verifies on B; a rate limit counts the requests of both; an Idempotency-Key replayed on B
 * answers what A answered; a catalogue change on A drops B's rendered page. PGlite is one
 * process's database, so this runs where DATABASE_URL names a PostgreSQL server (CI runs the
 * server suite on PostgreSQL 15 too).
 */
import type { ChildProcess } from 'node:child_process';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LIMITS } from '../modules/auth/auth-routes.ts';
import { storefrontBuild } from '../../scripts/build-storefront.ts';
import { DEMO_API_KEY } from '../config.ts';
import { freshMobile } from './sign-in.ts';
import { demoDesk, signInOverHttp } from './http-sign-in.ts';
import { processDatabase, serverReady, startServerProcess, testPort } from './server-process.ts';

const onPostgres = Boolean(process.env.DATABASE_URL);
const PORT_A = testPort(5200, 300, [400]);
const PORT_B = PORT_A + 400;
const A = `http://127.0.0.1:${PORT_A}`;
const B = `http://127.0.0.1:${PORT_B}`;

const database = processDatabase('cluster');
const servers: ChildProcess[] = [];

beforeAll(async () => {
  if (!onPostgres) return;
  const build = storefrontBuild();
  // A prepares the database (migrations, demo data) first; then B starts on it.
  servers.push(startServerProcess({ port: PORT_A, ...database, build }));
  await serverReady(A, servers[0]);
  servers.push(startServerProcess({ port: PORT_B, ...database, build }));
  await serverReady(B, servers[1]);
}, 300_000);
afterAll(async () => {
  await Promise.all(servers.map((s) => new Promise((resolve) => (s.exitCode !== null ? resolve(null) : (s.once('exit', resolve), s.kill('SIGTERM'))))));
});

let ipN = 0;
const freshIp = () => `10.9.${Math.floor(++ipN / 250)}.${ipN % 250}`;
const call = (base: string, path: string, init: { method?: string; body?: unknown; headers?: Record<string, string> } = {}) =>
  fetch(base + path, {
    method: init.method ?? (init.body === undefined ? 'GET' : 'POST'),
    headers: { 'x-api-key': DEMO_API_KEY, 'content-type': 'application/json', ...init.headers },
    ...(init.body === undefined ? {} : { body: JSON.stringify(init.body) }),
  });

/** Signs a new member in: the code is sent through A and checked on B. */
async function signInAcross(): Promise<{ access_token: string }> {
  const mobile = freshMobile('0935');
  const signedIn = await signInOverHttp({ send: A, verify: B, mobile, ip: freshIp(), names: { first_name: 'Sahar', last_name: 'Jafari' } });
  expect(signedIn.status).toBe(200);
  return { access_token: signedIn.token! };
}

describe.runIf(onPostgres)('two instances on one PostgreSQL', () => {
  it('verify on one a code sent through the other, and honour its session on both', async () => {
    const session = await signInAcross();
    for (const base of [A, B]) {
      const mine = await call(base, '/v1/product/fa/products/favorites', { headers: { authorization: `Bearer ${session.access_token}` } });
      expect(mine.status).toBe(200);
    }
  });

  it('count a rate limit across both: requests fired together at A and B get the limit between them, not twice it', async () => {
    const ip = freshIp();
    const extra = 10;
    const statuses = await Promise.all(
      Array.from({ length: LIMITS.captchaPerIp.max + extra }, (_, i) =>
        call(i % 2 ? A : B, `/v1/general/fa/captcha/${crypto.randomUUID()}`, { body: {}, headers: { 'x-forwarded-for': ip } }).then((r) => r.status),
      ),
    );
    expect(statuses.filter((s) => s === 200)).toHaveLength(LIMITS.captchaPerIp.max);
    expect(statuses.filter((s) => s === 429)).toHaveLength(extra);
  });

  it('answer an Idempotency-Key replayed on the other instance with the first answer, and write once', async () => {
    const session = await signInAcross();
    const key = crypto.randomUUID();
    const body = { name: 'داروخانه بیمارستان', mobile: '09121234567', province_id: 1, city_id: 101, address: 'تهران، خیابان انقلاب، بیمارستان امام، ساختمان دارویی', postal_code: '1136746911' };
    const headers = { authorization: `Bearer ${session.access_token}`, 'idempotency-key': key };
    const first = await call(A, '/v1/store/fa/recipients', { body, headers });
    expect(first.status).toBe(201);
    const replay = await call(B, '/v1/store/fa/recipients', { body, headers });
    expect(replay.status).toBe(201);
    expect(replay.headers.get('idempotent-replayed')).toBe('true');
    expect(await replay.json()).toEqual(await first.json());
    const list = (await (await call(B, '/v1/store/fa/recipients', { headers: { authorization: `Bearer ${session.access_token}` } })).json()) as { data: unknown[] };
    expect(list.data).toHaveLength(1);
  });

  it("drop the other's rendered page when the catalogue changes on one", async () => {
    const page = async () => {
      const res = await fetch(`${B}/en/product/1041`, { redirect: 'follow' });
      return { cache: res.headers.get('x-cache'), html: await res.text() };
    };
    await page();
    const kept = await page();
    expect(kept.cache).toBe('hit');
    expect(kept.html).not.toContain('Out of stock');
    // The catalogue team sells the last box through A.
    expect(await (await demoDesk(A, freshIp())).setStock(1041, 0)).toBe(200);
    let now = await page();
    for (let i = 0; i < 100 && !now.html.includes('Out of stock'); i++) {
      await new Promise((r) => setTimeout(r, 30));
      now = await page();
    }
    expect(now.html).toContain('Out of stock');
  });
});
