/**
 * Server configuration, parsed once from the environment (nothing else reads process.env).
 */
import path from 'node:path';
import { z } from 'zod';

/** The documented demo key: accepted by default so that `npm start` works with no setup. */
export const DEMO_API_KEY = 'demo-storefront-key';

const configSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(8080),
  HOST: z.string().min(1).default('127.0.0.1'),
  DATA_DIR: z.string().min(1).default('./data'),
  DATABASE_URL: z.string().url().optional(),
  API_KEYS: z
    .string()
    .default(DEMO_API_KEY)
    .transform((s) =>
      s
        .split(',')
        .map((k) => k.trim())
        .filter(Boolean),
    )
    .pipe(z.array(z.string()).min(1, 'API_KEYS must list at least one key')),
  DIST_DIR: z.string().default('./dist'),
  /** The site's public origin for canonical URLs and the sitemap; default: the request's origin. */
  PUBLIC_URL: z
    .string()
    .url()
    .transform((u) => u.replace(/\/$/, ''))
    .optional(),
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  /** Trust X-Forwarded-For from a reverse proxy for the client IP. */
  TRUST_PROXY: z
    .enum(['true', 'false', '1', '0'])
    .default('false')
    .transform((v) => v === 'true' || v === '1'),
});

export type Config = {
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  apiKeys: string[];
  distDir: string;
  mediaDir: string;
  publicUrl: string | undefined;
  nodeEnv: 'development' | 'production' | 'test';
  trustProxy: boolean;
};

const serverDir = path.dirname(new URL(import.meta.url).pathname);

export function parseConfig(env: Record<string, string | undefined>): Config {
  const parsed = configSchema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new Error(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const e = parsed.data;
  return {
    port: e.PORT,
    host: e.HOST,
    dataDir: path.resolve(e.DATA_DIR),
    databaseUrl: e.DATABASE_URL,
    apiKeys: e.API_KEYS,
    distDir: path.resolve(e.DIST_DIR),
    mediaDir: path.join(serverDir, 'site', 'media'),
    publicUrl: e.PUBLIC_URL,
    nodeEnv: e.NODE_ENV,
    trustProxy: e.TRUST_PROXY,
  };
}

/** Defaults for in-process tests. */
export function testConfig(overrides: Partial<Config> = {}): Config {
  return { ...parseConfig({ NODE_ENV: 'test' }), ...overrides };
}
