/**
 * The pre-flight check (issue 27 §4): the demo's settings each stop it with a sentence saying what
 * to change, a production configuration passes, the database's migrations are counted, and the
 * proxy count is tested against the store itself as a client behind one proxy would reach it.
 */
import { describe, expect, it } from 'vitest';
import { createDb } from '../db/create-db.ts';
import { startHarness, freshPostgres } from '../test/harness.ts';
import { testConfig } from '../config.ts';
import { createApp } from '../app.ts';
import { checkConfig, checkDatabase, checkProxies, PROBE_ADDRESS } from './doctor.ts';

const PRODUCTION = {
  NODE_ENV: 'production',
  DEMO_MODE: 'false',
  AUTH_SECRET: 'Zq3v8Lk2Xw9Rt5Yp1Nm7Bc4Hd6Gf0Js8Ua2Ve5',
  API_KEYS: 'store-key-7f3a9c21',
  PUBLIC_URL: 'https://shop.example.ir',
  TRUST_PROXY: '1',
  DATABASE_URL: 'postgres://store@db.internal:5432/store',
  SMS_PROVIDER: 'kavenegar',
  KAVENEGAR_API_KEY: 'key',
  KAVENEGAR_OTP_TEMPLATE: 'signin',
  KAVENEGAR_SENDER: '10004346',
  PAYMENT_GATEWAY: 'zarinpal',
  ZARINPAL_MERCHANT_ID: '1344b5d4-0048-11e8-94db-005056a205be',
  ANALYTICS_IDS: 'store',
  // A pair made for this test (npx web-push generate-vapid-keys).
  VAPID_PUBLIC_KEY: 'BHd6sjSBG0mi2gwdh0gz-zn2g8Xvdo6GSNnxOXFMqTlpLBIRzpnDlCrjvA6IKd02nUe1aGA490vIxwkNbKVzrWY',
  VAPID_PRIVATE_KEY: 'UnGQOEnD3xmfpie6oEJHIHBZQET8sdibQ7o0IBGAG3A',
  VAPID_SUBJECT: 'mailto:ops@shop.example.ir',
};
const warnings = (env: Record<string, string>) => checkConfig(env).findings.filter((f) => f.level === 'warn').map((f) => f.text);
const stops = (env: Record<string, string>) => checkConfig(env).findings.filter((f) => f.level === 'stop').map((f) => f.text);

describe('npm run doctor', () => {
  it('passes a production configuration', () => {
    expect(stops(PRODUCTION)).toEqual([]);
  });

  it('stops on each of the demo’s settings, saying what to change', () => {
    expect(stops({ DEMO_MODE: 'true', PAYMENT_GATEWAY: 'sandbox' }).join('\n')).toMatch(
      /NODE_ENV is development[\s\S]*DEMO_MODE is on[\s\S]*demo key[\s\S]*AUTH_SECRET is not set[\s\S]*No SMS provider[\s\S]*sandbox[\s\S]*PUBLIC_URL is not set/,
    );
    expect(stops({ ...PRODUCTION, PUBLIC_URL: 'http://shop.example.ir' })).toEqual([expect.stringMatching(/over https only/)]);
    expect(stops({ ...PRODUCTION, API_KEYS: 'demo-storefront-key,store-key' })).toEqual([expect.stringMatching(/demo key/)]);
    expect(stops({ ...PRODUCTION, AUTH_SECRET: 'a'.repeat(40) })).toEqual([expect.stringMatching(/make it random/)]);
    const noSms: Record<string, string> = { ...PRODUCTION };
    delete noSms.SMS_PROVIDER;
    expect(stops(noSms)).toEqual([expect.stringMatching(/No SMS provider/)]);
    // What the server itself would refuse is said as such.
    expect(stops({ ...PRODUCTION, SMS_PROVIDER: 'smsir' })).toEqual([expect.stringMatching(/would not start: SMS_PROVIDER: Invalid/)]);
    expect(stops({ ...PRODUCTION, ZARINPAL_MERCHANT_ID: '' })).toEqual([expect.stringMatching(/would not start: ZARINPAL_MERCHANT_ID/)]);
    // Web Push: missing keys are said (the store works without them); a push host inside the network stops.
    const noPush: Record<string, string> = { ...PRODUCTION };
    delete noPush.VAPID_PUBLIC_KEY;
    delete noPush.VAPID_PRIVATE_KEY;
    delete noPush.VAPID_SUBJECT;
    expect(stops(noPush)).toEqual([]);
    expect(warnings(noPush)).toEqual([expect.stringMatching(/No VAPID keys/)]);
    expect(stops({ ...PRODUCTION, VAPID_SUBJECT: '' })).toEqual([expect.stringMatching(/would not start: VAPID_SUBJECT/)]);
    expect(stops({ ...PRODUCTION, PUSH_SERVICE_HOSTS: 'fcm.googleapis.com,10.0.0.8' })).toEqual([expect.stringMatching(/PUSH_SERVICE_HOSTS names 10\.0\.0\.8/)]);
  });

  it('counts the database’s migrations', async () => {
    const pgDb = await freshPostgres('doctor');
    if (!pgDb) {
      expect(await checkDatabase(testConfig())).toEqual([expect.objectContaining({ level: 'ok', text: expect.stringMatching(/PGlite/) })]);
      return;
    }
    try {
      const config = testConfig({ databaseUrl: pgDb.url });
      expect(await checkDatabase(config)).toEqual([expect.objectContaining({ level: 'stop', text: expect.stringMatching(/has 0 of this version’s \d+ migrations/) })]);
      const handle = await createDb({ databaseUrl: pgDb.url });
      await handle.close();
      expect(await checkDatabase(config)).toEqual([expect.objectContaining({ level: 'ok' })]);
      expect(await checkDatabase(testConfig({ databaseUrl: 'postgres://nobody:x@127.0.0.1:1/none' }))).toEqual([expect.objectContaining({ level: 'stop', text: expect.stringMatching(/does not answer/) })]);
    } finally {
      await pgDb.drop();
    }
  });

  it('tells a proxy count that does not match the proxies in front of the store', async () => {
    // One proxy in front: it appends the address it saw (the doctor's, 198.51.100.20) to what the client wrote.
    const h = await startHarness({}, { seed: false });
    const behindOneProxy = (trustProxy: number) => () => {
      const app = createApp({ db: h.handle.db, config: testConfig({ trustProxy }) });
      const fetchFn = (async (url: string, init?: RequestInit) => {
        const headers = new Headers(init?.headers);
        headers.set('x-forwarded-for', `${headers.get('x-forwarded-for')}, 198.51.100.20`);
        return app.request(new URL(url).pathname, { headers });
      }) as typeof fetch;
      return checkProxies('https://shop.example.ir', trustProxy, fetchFn);
    };
    expect(await behindOneProxy(1)()).toEqual([expect.objectContaining({ level: 'ok', text: expect.stringMatching(/198\.51\.100\.20/) })]);
    expect(await behindOneProxy(2)()).toEqual([expect.objectContaining({ level: 'stop', text: expect.stringContaining(PROBE_ADDRESS) })]);
    expect(await behindOneProxy(0)()).toEqual([expect.objectContaining({ level: 'stop', text: expect.stringMatching(/Raise it by one/) })]);
    const down = (async () => {
      throw new Error('connect ECONNREFUSED');
    }) as typeof fetch;
    expect(await checkProxies('https://shop.example.ir', 1, down)).toEqual([expect.objectContaining({ level: 'warn' })]);
    await h.close();
  });
});
