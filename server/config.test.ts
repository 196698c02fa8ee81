import { describe, expect, it } from 'vitest';
import { localDemoEnv } from '../scripts/local-demo.ts';
import { DEMO_API_KEY, parseConfig } from './config.ts';

const SECRET = { AUTH_SECRET: 's'.repeat(32) };

describe('configuration', () => {
  it('has working defaults', () => {
    const c = parseConfig({ ...SECRET });
    expect(c.port).toBe(8080);
    expect(c.demoMode).toBe(false);
    expect(c.host).toBe('127.0.0.1');
    expect(c.apiKeys).toEqual([DEMO_API_KEY]);
    expect(c.dataDir.endsWith('/data')).toBe(true);
    expect(c.databaseUrl).toBeUndefined();
  });
  it('reads the documented names', () => {
    const c = parseConfig({ ...SECRET, PORT: '9000', HOST: '0.0.0.0', API_KEYS: ' a, b ,', DATA_DIR: '/tmp/x', DATABASE_URL: 'postgres://u:p@h:5432/db' });
    expect(c).toMatchObject({ port: 9000, host: '0.0.0.0', apiKeys: ['a', 'b'], dataDir: '/tmp/x', databaseUrl: 'postgres://u:p@h:5432/db' });
  });
  it('reads TRUST_PROXY as a number of proxies', () => {
    expect(parseConfig({ ...SECRET }).trustProxy).toBe(0);
    expect(parseConfig({ ...SECRET, TRUST_PROXY: 'true' }).trustProxy).toBe(1);
    expect(parseConfig({ ...SECRET, TRUST_PROXY: '2' }).trustProxy).toBe(2);
    expect(() => parseConfig({ ...SECRET, TRUST_PROXY: 'yes' })).toThrow(/TRUST_PROXY/);
  });
  it('refuses bad values with a message naming them', () => {
    expect(() => parseConfig({ PORT: 'eighty' })).toThrow(/PORT/);
    expect(() => parseConfig({ API_KEYS: ' , ' })).toThrow(/API_KEYS/);
    expect(() => parseConfig({ DATABASE_URL: 'not a url' })).toThrow(/DATABASE_URL/);
  });
  it('is safe by default: demo mode is off unless set, and then a signing key is required', () => {
    expect(() => parseConfig({})).toThrow(/AUTH_SECRET/);
    expect(() => parseConfig({ HOST: '0.0.0.0' })).toThrow(/AUTH_SECRET/);
    expect(parseConfig({ DEMO_MODE: 'true' }).demoMode).toBe(true);
  });
  it("turns demo mode on for npm start's local demo on loopback only, never over an explicit choice", () => {
    expect(localDemoEnv({}).DEMO_MODE).toBe('true');
    expect(localDemoEnv({ HOST: '::1' }).DEMO_MODE).toBe('true');
    expect(localDemoEnv({ HOST: '0.0.0.0' }).DEMO_MODE).toBeUndefined();
    expect(localDemoEnv({ DEMO_MODE: 'false' }).DEMO_MODE).toBe('false');
  });
  it('refuses demo mode in production, and production without a signing key', () => {
    expect(() => parseConfig({ NODE_ENV: 'production', DEMO_MODE: 'true' })).toThrow(/DEMO_MODE/);
    expect(() => parseConfig({ NODE_ENV: 'production' })).toThrow(/AUTH_SECRET/);
    const kavenegar = { SMS_PROVIDER: 'kavenegar', KAVENEGAR_API_KEY: 'key', KAVENEGAR_OTP_TEMPLATE: 'signin', KAVENEGAR_SENDER: '10004346' };
    expect(parseConfig({ NODE_ENV: 'production', DEMO_MODE: 'false', AUTH_SECRET: 's'.repeat(32), ...kavenegar }).demoMode).toBe(false);
  });
  const smsEnv = () => ({ SMS_PROVIDER: 'kavenegar', KAVENEGAR_API_KEY: 'key', KAVENEGAR_OTP_TEMPLATE: 'signin', KAVENEGAR_SENDER: '10004346' });
  it('refuses production without an SMS provider, and a provider without its settings', () => {
    const prod = { NODE_ENV: 'production', DEMO_MODE: 'false', AUTH_SECRET: 's'.repeat(32) };
    expect(() => parseConfig(prod)).toThrow(/SMS_PROVIDER: production needs an SMS provider/);
    expect(() => parseConfig({ ...prod, SMS_PROVIDER: 'kavenegar', KAVENEGAR_API_KEY: 'key' })).toThrow(/KAVENEGAR_OTP_TEMPLATE: required[\s\S]*KAVENEGAR_SENDER: required/);
    expect(() => parseConfig({ ...prod, SMS_PROVIDER: 'smsir' })).toThrow(/SMS_PROVIDER/);
    const sms = parseConfig({ ...prod, SMS_PROVIDER: 'kavenegar', KAVENEGAR_API_KEY: 'key', KAVENEGAR_OTP_TEMPLATE: 'signin', KAVENEGAR_SENDER: '10004346' }).sms;
    expect(sms).toEqual({ provider: 'kavenegar', apiKey: 'key', otpTemplate: 'signin', sender: '10004346', baseUrl: 'https://api.kavenegar.com', timeoutMs: 5000 });
    // Zarinpal needs its merchant id, a UUID.
    expect(() => parseConfig({ ...prod, ...smsEnv(), PAYMENT_GATEWAY: 'zarinpal' })).toThrow(/ZARINPAL_MERCHANT_ID: required/);
    expect(() => parseConfig({ ...prod, ...smsEnv(), PAYMENT_GATEWAY: 'zarinpal', ZARINPAL_MERCHANT_ID: 'merchant' })).toThrow(/ZARINPAL_MERCHANT_ID/);
    const zp = parseConfig({ ...prod, ...smsEnv(), PAYMENT_GATEWAY: 'zarinpal', ZARINPAL_MERCHANT_ID: '1344b5d4-0048-11e8-94db-005056a205be' });
    expect(zp.payments).toEqual({ zarinpal: { merchantId: '1344b5d4-0048-11e8-94db-005056a205be', baseUrl: 'https://payment.zarinpal.com', timeoutMs: 10_000 }, reconcileMinutes: 15 });
    // Demo mode keeps its outbox unless a provider is named.
    expect(parseConfig({ DEMO_MODE: 'true' }).sms).toBeNull();
  });
});
