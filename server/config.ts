/**
 * Server configuration, parsed once from the environment (nothing else reads process.env).
 */
import { createECDH } from 'node:crypto';
import os from 'node:os';
import path from 'node:path';
import { z } from 'zod';
import { MAX_LINE_QUANTITY_BOUND } from '../contract/constants.ts';
import { parseRatePercent, type RateBps } from '../shared/vat.ts';

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
  /** Origins of storefronts on other hosts allowed to call the API from a browser (CORS), comma list. */
  CORS_ORIGINS: z
    .string()
    .default('')
    .transform((s) =>
      s
        .split(',')
        .map((o) => o.trim().replace(/\/$/, ''))
        .filter(Boolean),
    )
    .pipe(z.array(z.string().url('CORS_ORIGINS lists origins such as https://shop.example'))),
  DIST_DIR: z.string().default('./dist'),
  /** The server-rendering build of the storefront (`npm run build` writes it). */
  SSR_DIR: z.string().default('./dist-ssr'),
  /** The site's public origin for canonical URLs and the sitemap; default: the request's origin. */
  PUBLIC_URL: z
    .string()
    .url()
    .transform((u) => u.replace(/\/$/, ''))
    .optional(),
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  /**
   * Demo mode: SMS codes go to a dev outbox that tests can read. Off unless set: `npm start` and
   * `npm run dev` turn it on for their local demo when the server listens on loopback only.
   * Never in production.
   */
  DEMO_MODE: z
    .enum(['true', 'false', '1', '0'])
    .default('false')
    .transform((v) => v === 'true' || v === '1'),
  /**
   * Spec-literal mode (issue 29): the v1 API answers only the spec's calls as the spec writes them
   * and the few it needs but does not show (contract/calls.ts `origin`); every extension is a 404,
   * a path the spec fixes to `fa` answers only as `fa`, and a spec call sent as anything but JSON is
   * a 415. For proving that the storefront works in front of a backend with no extensions.
   */
  SPEC_STRICT: z
    .enum(['true', 'false', '1', '0'])
    .default('false')
    .transform((v) => v === 'true' || v === '1'),
  /**
   * One-time codes that one network address may have sent in 10 minutes (after a valid captcha).
   * A hospital's staff behind one public address sign in at the start of a shift: raise it for a
   * large one. The per-number limit (3 in 10 minutes) stays whatever this says.
   */
  OTP_SENDS_PER_ADDRESS: z.coerce.number().int().min(1).max(100_000).default(30),
  /**
   * Which payment gateway adapter takes payments (spec §9 "gateway code"): `sandbox` is the pay /
   * cancel page this server serves, for the demo; `none` takes no gateway payments (store credit
   * still works). Default: sandbox in demo mode, none otherwise. Never sandbox in production.
   */
  PAYMENT_GATEWAY: z.enum(['sandbox', 'zarinpal', 'none']).optional(),
  /** Zarinpal's merchant id (a UUID from its panel), required with PAYMENT_GATEWAY=zarinpal. */
  ZARINPAL_MERCHANT_ID: z.string().uuid('ZARINPAL_MERCHANT_ID is the UUID from Zarinpal’s panel').optional(),
  ZARINPAL_BASE_URL: z.string().url().default('https://payment.zarinpal.com'),
  /** How long the payment provider may take to answer one call, in seconds. */
  PAYMENT_TIMEOUT_S: z.coerce.number().min(1).max(120).default(10),
  /** How long a gateway payment stays pending before reconciliation asks the provider about it, in minutes. */
  PAYMENT_RECONCILE_MINUTES: z.coerce.number().int().min(1).max(24 * 60).default(15),
  /**
   * Who sends SMS (one-time codes, order news): `kavenegar`, with the KAVENEGAR_* settings. Unset:
   * the dev outbox in demo mode (codes on the terminal), nobody otherwise; production refuses to
   * start without one. Set in demo mode too, it is used there (a local fake, for a trial).
   */
  SMS_PROVIDER: z.enum(['kavenegar']).optional(),
  KAVENEGAR_API_KEY: z.string().min(1).optional(),
  /** The verify template (approved in Kavenegar's panel) that carries the one-time code as %token. */
  KAVENEGAR_OTP_TEMPLATE: z.string().min(1).optional(),
  /** The line other messages are sent from. */
  KAVENEGAR_SENDER: z.string().min(1).optional(),
  KAVENEGAR_BASE_URL: z.string().url().default('https://api.kavenegar.com'),
  /** How long the SMS provider may take to answer, in seconds, before a code counts as not sent. */
  SMS_TIMEOUT_S: z.coerce.number().min(1).max(60).default(5),
  /**
   * Web Push (VAPID, RFC 8292): the key pair (`npx web-push generate-vapid-keys`), base64url, and
   * who the push services may contact about this sender (mailto: or https:). All three or none;
   * without them the storefront offers no notifications on the device (the inbox and SMS still work).
   */
  VAPID_PUBLIC_KEY: z.string().optional(),
  VAPID_PRIVATE_KEY: z.string().optional(),
  VAPID_SUBJECT: z
    .string()
    .regex(/^(mailto:[^@\s]+@[^@\s]+|https:\/\/\S+)$/, 'VAPID_SUBJECT is mailto:someone@example.com or an https: URL')
    .optional(),
  /**
   * The push services a device's endpoint may be on (host, or a parent domain), comma list: the
   * server POSTs to a member's endpoint, so it must not be any address a member names. Default: the
   * browsers' own services (Chrome, Firefox, Edge, Safari).
   */
  PUSH_SERVICE_HOSTS: z
    .string()
    .default('fcm.googleapis.com,push.services.mozilla.com,notify.windows.com,push.apple.com')
    .transform((s) =>
      s
        .split(',')
        .map((h) => h.trim().toLowerCase())
        .filter(Boolean),
    ),
  /** How long a push service may take to answer, in seconds. */
  PUSH_TIMEOUT_S: z.coerce.number().min(1).max(60).default(10),
  /** New product reviews wait for moderation: default true, false in demo mode (published at once). */
  REVIEW_MODERATION: z
    .enum(['true', 'false', '1', '0'])
    .transform((v) => v === 'true' || v === '1')
    .optional(),
  /** Signs access tokens; required outside demo mode (32+ characters, shared by all instances). */
  AUTH_SECRET: z.string().min(32, 'AUTH_SECRET must be at least 32 characters').optional(),
  /**
   * How many reverse proxies in front of the server append to X-Forwarded-For (`true` is one):
   * the client IP is the entry that many places from the right, the first one a trusted proxy
   * wrote; anything left of it is the client's own say.
   */
  /** Server processes: a number, or `auto` for one per core (several need DATABASE_URL). */
  WORKERS: z
    .string()
    .default('1')
    .transform((v, ctx) => {
      if (v === 'auto') return os.availableParallelism();
      if (/^\d{1,3}$/.test(v) && Number(v) >= 1) return Number(v);
      ctx.addIssue({ code: 'custom', message: 'WORKERS must be auto or a number of processes from 1' });
      return z.NEVER;
    }),
  /** Turns on `/metrics` (Prometheus) for a scraper sending `Authorization: Bearer <token>`; off when unset. */
  METRICS_TOKEN: z.string().min(16, 'METRICS_TOKEN must be at least 16 characters').optional(),
  /**
   * The storefront's analytics ids (spec §9) whose events `POST /api/events` keeps, comma list
   * (the storefront is built with one: VITE_ANALYTICS_ID). None: no events are taken.
   */
  ANALYTICS_IDS: z
    .string()
    .default('')
    .transform((s) =>
      s
        .split(',')
        .map((k) => k.trim())
        .filter(Boolean),
    ),
  /** How much the JSON log says: info (a line per request) by default. */
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /** How long an unpaid order holds its stock, in minutes; then the server cancels it. */
  ORDER_HOLD_MINUTES: z.coerce.number().int().min(1).max(7 * 24 * 60).default(30),
  // An organisation's approved order waits for its buyer (a purchase order, a signature): 3 days.
  ORGANISATION_HOLD_MINUTES: z.coerce.number().int().min(1).max(30 * 24 * 60).default(3 * 24 * 60),
  /** How many unpaid orders a member may have at once (each holds stock). */
  MAX_UNPAID_ORDERS: z.coerce.number().int().min(1).max(10_000).default(3),
  /**
   * Value-added tax, as a percentage (0-100, two decimals at most) on the lines of taxable
   * products: Iran's rate since 1403, 10% (the VAT Law of 1400, article 7, sets 9%; the annual
   * budget laws since 1403 add one point). An order keeps the rate it was placed at.
   */
  VAT_RATE: z
    .string()
    .default('10')
    .transform((s, ctx) => parseRatePercent(s) ?? (ctx.addIssue({ code: 'custom', message: 'VAT_RATE is a percentage from 0 to 100, like 10 or 9.5' }), z.NEVER)),
  /** The most units of one product in one order (the contract's own bound is MAX_LINE_QUANTITY_BOUND). */
  MAX_LINE_QUANTITY: z.coerce.number().int().min(1).max(MAX_LINE_QUANTITY_BOUND).default(100),
  /**
   * The same for an organisation's order (issue 31 §1), which a hospital buys by the box for its
   * wards: the contract's bound by default. Its stock is held only once an approver approves it,
   * and the organisation is one the accounts team approved.
   */
  MAX_ORGANISATION_LINE_QUANTITY: z.coerce.number().int().min(1).max(MAX_LINE_QUANTITY_BOUND).default(MAX_LINE_QUANTITY_BOUND),
  /**
   * How long, in seconds, an Idempotency-Key claimed by a request that never finished (its server
   * was killed) blocks a retry before the retry may run the write. The write and the key's answer
   * commit together, so a retry after a crash finds either both or neither.
   */
  IDEMPOTENCY_TAKEOVER_S: z.coerce.number().int().min(1).max(3600).default(30),
  /**
   * Multiplies every member write limit (server/http/write-limits.ts): a store whose members are
   * purchasing offices placing many orders an hour raises it. 1 by default.
   */
  WRITE_LIMITS_FACTOR: z.coerce.number().int().min(1).max(1000).default(1),
  /** The longest a client may take to send a request's headers, in seconds (a slow client is cut off). */
  HTTP_HEADERS_TIMEOUT_S: z.coerce.number().int().min(1).max(300).default(20),
  /** The longest a client may take to send a whole request, body included (a 25 MB upload on a slow line), in seconds. */
  HTTP_REQUEST_TIMEOUT_S: z.coerce.number().int().min(1).max(3600).default(120),
  /** How long a kept-alive connection may sit idle between requests, in seconds. */
  HTTP_KEEPALIVE_TIMEOUT_S: z.coerce.number().int().min(1).max(600).default(5),
  /** Connections this process holds at once; more are closed as they arrive (a proxy in front queues them). */
  MAX_CONNECTIONS: z.coerce.number().int().min(1).max(1_000_000).default(1024),
  /** Memory for rendered public pages and catalogue answers, in MB (0: nothing is cached). */
  CACHE_MB: z.coerce.number().int().min(0).max(16_384).default(64),
  /** Memory for every product's list row, packed (about 0.8 KB a product: 128 MB holds 160,000), in MB (0: only the rows in hand). */
  LIST_ROWS_MB: z.coerce.number().int().min(0).max(16_384).default(128),
  TRUST_PROXY: z
    .string()
    .default('false')
    .transform((v, ctx) => {
      if (v === 'false') return 0;
      if (v === 'true') return 1;
      if (/^\d{1,2}$/.test(v)) return Number(v);
      ctx.addIssue({ code: 'custom', message: 'TRUST_PROXY must be false, true or the number of proxies (hops)' });
      return z.NEVER;
    }),
});

export type Config = {
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  apiKeys: string[];
  corsOrigins: string[];
  distDir: string;
  ssrDir: string;
  mediaDir: string;
  publicUrl: string | undefined;
  nodeEnv: 'development' | 'production' | 'test';
  /** Reverse proxies trusted to append to X-Forwarded-For (and to say X-Forwarded-Proto); 0: none. */
  trustProxy: number;
  demoMode: boolean;
  /** SPEC_STRICT: the v1 API is the spec's calls alone, as the spec writes them. */
  specStrict: boolean;
  /** OTP_SENDS_PER_ADDRESS: codes one network address may have sent in 10 minutes. */
  otpSendsPerAddress: number;
  authSecret: string | undefined;
  /** The payment gateway adapter's code, or none. */
  paymentGateway: 'sandbox' | 'zarinpal' | 'none';
  /** Zarinpal's settings (PAYMENT_GATEWAY=zarinpal), and when reconciliation asks about a pending payment. */
  payments: { zarinpal: { merchantId: string; baseUrl: string; timeoutMs: number } | null; reconcileMinutes: number };
  /** The SMS provider and its settings; null: the dev outbox in demo mode, nobody otherwise. */
  sms: { provider: 'kavenegar'; apiKey: string; otpTemplate: string; sender: string; baseUrl: string; timeoutMs: number } | null;
  /** Web Push: the VAPID keys and subject, the push services' hosts, the timeout; null: no push. */
  push: { publicKey: string; privateKey: string; subject: string; serviceHosts: string[]; timeoutMs: number } | null;
  /** New product reviews wait for moderation (published at once otherwise). */
  reviewModeration: boolean;
  /** Memory for the public page and answer cache, in MB (0: off). */
  cacheMegabytes: number;
  /** Memory for the packed list rows (modules/catalog/list-rows.ts), in MB (0: none packed). */
  listRowsMegabytes: number;
  /** Stock holds and limits on unpaid orders (ORDER_HOLD_MINUTES, MAX_UNPAID_ORDERS, MAX_LINE_QUANTITY), and the VAT rate in basis points (VAT_RATE). */
  orders: { holdMinutes: number; organisationHoldMinutes: number; maxUnpaid: number; maxLineQuantity: number; maxOrganisationLineQuantity: number; vatRate: RateBps };
  /** How long a claimed Idempotency-Key of a request that never finished blocks a retry, in ms. */
  idempotencyTakeoverMs: number;
  /** Multiplies every member write limit (WRITE_LIMITS_FACTOR). */
  writeLimitsFactor: number;
  /** The HTTP server's limits on slow and many clients (HTTP_*_TIMEOUT_S, MAX_CONNECTIONS). */
  http: { headersTimeoutMs: number; requestTimeoutMs: number; keepAliveTimeoutMs: number; maxConnections: number };
  logLevel: 'fatal' | 'error' | 'warn' | 'info' | 'debug' | 'trace' | 'silent';
  /** Server processes on this machine (the cluster module); 1: this process serves. */
  workers: number;
  /** The bearer token `/metrics` asks for; no metrics when unset. */
  metricsToken: string | undefined;
  /** Analytics ids whose events are kept; empty: analytics off. */
  analyticsIds: string[];
};

/** What is wrong with a VAPID key pair: the shapes RFC 8292 fixes (a P-256 point, 65 bytes; a 32-byte scalar), and that they belong together. */
function vapidPairProblem(publicKey: string, privateKey: string): string | null {
  const bytes = (k: string) => (/^[A-Za-z0-9_-]+$/.test(k) ? Buffer.from(k, 'base64url') : null);
  const pub = bytes(publicKey);
  const priv = bytes(privateKey);
  if (pub?.length !== 65 || pub[0] !== 4) return 'VAPID_PUBLIC_KEY: a base64url P-256 public key, 65 bytes (npx web-push generate-vapid-keys)';
  if (priv?.length !== 32) return 'VAPID_PRIVATE_KEY: a base64url P-256 private key, 32 bytes (npx web-push generate-vapid-keys)';
  try {
    const ecdh = createECDH('prime256v1');
    ecdh.setPrivateKey(priv);
    if (!ecdh.getPublicKey().equals(pub)) return 'VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY are not one pair';
  } catch {
    return 'VAPID_PRIVATE_KEY: not a P-256 private key';
  }
  return null;
}

const serverDir = path.dirname(new URL(import.meta.url).pathname);

export function parseConfig(env: Record<string, string | undefined>): Config {
  const parsed = configSchema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new Error(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const e = parsed.data;
  // Every rule that ties settings together is checked, and all that fail are said at once.
  const problems: string[] = [];
  if (e.DEMO_MODE && e.NODE_ENV === 'production') problems.push('DEMO_MODE: the demo SMS outbox must not run with NODE_ENV=production; set DEMO_MODE=false');
  const paymentGateway = e.PAYMENT_GATEWAY ?? (e.DEMO_MODE ? 'sandbox' : 'none');
  if (paymentGateway === 'sandbox' && e.NODE_ENV === 'production') problems.push('PAYMENT_GATEWAY: the sandbox gateway marks orders paid without money and must not run with NODE_ENV=production');
  if (paymentGateway === 'zarinpal' && !e.ZARINPAL_MERCHANT_ID) problems.push('ZARINPAL_MERCHANT_ID: required with PAYMENT_GATEWAY=zarinpal');
  if (e.WORKERS > 1 && !e.DATABASE_URL) problems.push("WORKERS: several processes need PostgreSQL (DATABASE_URL); PGlite is one process's database");
  if (!e.DEMO_MODE && !e.AUTH_SECRET) problems.push('AUTH_SECRET: required when DEMO_MODE=false');
  let sms: Config['sms'] = null;
  if (e.SMS_PROVIDER === 'kavenegar') {
    const missing = (['KAVENEGAR_API_KEY', 'KAVENEGAR_OTP_TEMPLATE', 'KAVENEGAR_SENDER'] as const).filter((k) => !e[k]);
    for (const k of missing) problems.push(`${k}: required with SMS_PROVIDER=kavenegar`);
    if (!missing.length) sms = { provider: 'kavenegar', apiKey: e.KAVENEGAR_API_KEY!, otpTemplate: e.KAVENEGAR_OTP_TEMPLATE!, sender: e.KAVENEGAR_SENDER!, baseUrl: e.KAVENEGAR_BASE_URL, timeoutMs: e.SMS_TIMEOUT_S * 1000 };
  } else if (e.NODE_ENV === 'production') {
    problems.push('SMS_PROVIDER: production needs an SMS provider (kavenegar), or no member can sign in');
  }
  const vapid = (['VAPID_PUBLIC_KEY', 'VAPID_PRIVATE_KEY', 'VAPID_SUBJECT'] as const).filter((k) => e[k]);
  if (vapid.length && vapid.length < 3) problems.push(`VAPID_*: set all three of VAPID_PUBLIC_KEY, VAPID_PRIVATE_KEY and VAPID_SUBJECT, or none (${vapid.join(', ')} set)`);
  else if (vapid.length) {
    const wrong = vapidPairProblem(e.VAPID_PUBLIC_KEY!, e.VAPID_PRIVATE_KEY!);
    if (wrong) problems.push(wrong);
  }
  if (problems.length) throw new Error(`Invalid configuration:\n${problems.map((p) => `  ${p}`).join('\n')}`);
  return {
    port: e.PORT,
    host: e.HOST,
    dataDir: path.resolve(e.DATA_DIR),
    databaseUrl: e.DATABASE_URL,
    apiKeys: e.API_KEYS,
    corsOrigins: e.CORS_ORIGINS,
    distDir: path.resolve(e.DIST_DIR),
    ssrDir: path.resolve(e.SSR_DIR),
    mediaDir: path.join(serverDir, 'site', 'media'),
    publicUrl: e.PUBLIC_URL,
    nodeEnv: e.NODE_ENV,
    trustProxy: e.TRUST_PROXY,
    demoMode: e.DEMO_MODE,
    specStrict: e.SPEC_STRICT,
    otpSendsPerAddress: e.OTP_SENDS_PER_ADDRESS,
    authSecret: e.AUTH_SECRET,
    paymentGateway,
    payments: {
      zarinpal: paymentGateway === 'zarinpal' ? { merchantId: e.ZARINPAL_MERCHANT_ID!, baseUrl: e.ZARINPAL_BASE_URL, timeoutMs: e.PAYMENT_TIMEOUT_S * 1000 } : null,
      reconcileMinutes: e.PAYMENT_RECONCILE_MINUTES,
    },
    sms,
    push: vapid.length
      ? { publicKey: e.VAPID_PUBLIC_KEY!, privateKey: e.VAPID_PRIVATE_KEY!, subject: e.VAPID_SUBJECT!, serviceHosts: e.PUSH_SERVICE_HOSTS, timeoutMs: e.PUSH_TIMEOUT_S * 1000 }
      : null,
    reviewModeration: e.REVIEW_MODERATION ?? !e.DEMO_MODE,
    cacheMegabytes: e.CACHE_MB,
    listRowsMegabytes: e.LIST_ROWS_MB,
    orders: { holdMinutes: e.ORDER_HOLD_MINUTES, organisationHoldMinutes: e.ORGANISATION_HOLD_MINUTES, maxUnpaid: e.MAX_UNPAID_ORDERS, maxLineQuantity: e.MAX_LINE_QUANTITY, maxOrganisationLineQuantity: e.MAX_ORGANISATION_LINE_QUANTITY, vatRate: e.VAT_RATE },
    idempotencyTakeoverMs: e.IDEMPOTENCY_TAKEOVER_S * 1000,
    writeLimitsFactor: e.WRITE_LIMITS_FACTOR,
    http: {
      headersTimeoutMs: e.HTTP_HEADERS_TIMEOUT_S * 1000,
      requestTimeoutMs: Math.max(e.HTTP_REQUEST_TIMEOUT_S, e.HTTP_HEADERS_TIMEOUT_S) * 1000,
      keepAliveTimeoutMs: e.HTTP_KEEPALIVE_TIMEOUT_S * 1000,
      maxConnections: e.MAX_CONNECTIONS,
    },
    logLevel: e.LOG_LEVEL,
    workers: e.WORKERS,
    metricsToken: e.METRICS_TOKEN,
    analyticsIds: e.ANALYTICS_IDS,
  };
}

/** Defaults for in-process tests. */
export function testConfig(overrides: Partial<Config> = {}): Config {
  // No server rendering unless a test asks for it: the shell alone, whatever dist-ssr/ holds.
  return { ...parseConfig({ NODE_ENV: 'test', DEMO_MODE: 'true', LOG_LEVEL: 'silent' }), ssrDir: path.join(serverDir, 'no-ssr-build'), ...overrides };
}
