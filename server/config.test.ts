import { describe, expect, it } from 'vitest';
import { DEMO_API_KEY, parseConfig } from './config.ts';

describe('configuration', () => {
  it('has working defaults', () => {
    const c = parseConfig({});
    expect(c.port).toBe(8080);
    expect(c.host).toBe('127.0.0.1');
    expect(c.apiKeys).toEqual([DEMO_API_KEY]);
    expect(c.dataDir.endsWith('/data')).toBe(true);
    expect(c.databaseUrl).toBeUndefined();
  });
  it('reads the documented names', () => {
    const c = parseConfig({ PORT: '9000', HOST: '0.0.0.0', API_KEYS: ' a, b ,', DATA_DIR: '/tmp/x', DATABASE_URL: 'postgres://u:p@h:5432/db' });
    expect(c).toMatchObject({ port: 9000, host: '0.0.0.0', apiKeys: ['a', 'b'], dataDir: '/tmp/x', databaseUrl: 'postgres://u:p@h:5432/db' });
  });
  it('refuses bad values with a message naming them', () => {
    expect(() => parseConfig({ PORT: 'eighty' })).toThrow(/PORT/);
    expect(() => parseConfig({ API_KEYS: ' , ' })).toThrow(/API_KEYS/);
    expect(() => parseConfig({ DATABASE_URL: 'not a url' })).toThrow(/DATABASE_URL/);
  });
  it('refuses demo mode in production, and production without a signing key', () => {
    expect(() => parseConfig({ NODE_ENV: 'production' })).toThrow(/DEMO_MODE/);
    expect(() => parseConfig({ NODE_ENV: 'production', DEMO_MODE: 'false' })).toThrow(/AUTH_SECRET/);
    expect(parseConfig({ NODE_ENV: 'production', DEMO_MODE: 'false', AUTH_SECRET: 's'.repeat(32) }).demoMode).toBe(false);
  });
});
