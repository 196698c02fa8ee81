/**
 * `npm run doctor` (issue 27 §4): a pre-flight check of a production configuration, in plain words.
 * Each finding is `stop` (a real store would not work, or would be unsafe: the command exits
 * non-zero), `warn` (works, but an operator should know) or `ok`. It reads the same environment
 * as the server; with PUBLIC_URL set it also asks the running store, through its proxies, who it
 * thinks is calling (GET /api/ip with an address of our own making in X-Forwarded-For), which shows
 * whether TRUST_PROXY matches the proxies in front of it.
 */
import pg from 'pg';
import { DEMO_API_KEY, parseConfig, type Config } from '../config.ts';
import { APPLIED_MIGRATIONS_SQL, COMMITTED_MIGRATIONS } from '../db/migration-state.ts';

export type Finding = { level: 'stop' | 'warn' | 'ok'; text: string };

/** An address from TEST-NET-3 (RFC 5737): never a real client's, so an answer naming it was taken from our own header. */
export const PROBE_ADDRESS = '203.0.113.77';

const isPrivate = (ip: string) =>
  ip === 'unknown' || /^(10\.|127\.|192\.168\.|169\.254\.|172\.(1[6-9]|2\d|3[01])\.|::1$|fc|fd|fe80:|::ffff:(10\.|127\.|192\.168\.))/i.test(ip);

/** What the configuration alone says (no network): every problem at once, even when the server would refuse to start. */
export function checkConfig(env: Record<string, string | undefined>): { config: Config | null; findings: Finding[] } {
  const findings: Finding[] = [];
  const stop = (text: string) => findings.push({ level: 'stop', text });
  const warn = (text: string) => findings.push({ level: 'warn', text });
  const ok = (text: string) => findings.push({ level: 'ok', text });
  const on = (v: string | undefined) => v === 'true' || v === '1';
  const nodeEnv = env.NODE_ENV || 'development';
  if (nodeEnv !== 'production') stop(`NODE_ENV is ${nodeEnv}: set NODE_ENV=production (it refuses the demo's shortcuts and needs real providers).`);
  else ok('NODE_ENV is production.');
  if (on(env.DEMO_MODE)) stop('DEMO_MODE is on: sign-in codes would go to a dev outbox anyone with the API key can read. Set DEMO_MODE=false.');
  else ok('Demo mode is off.');
  const keys = (env.API_KEYS ?? DEMO_API_KEY).split(',').map((k) => k.trim());
  if (keys.includes(DEMO_API_KEY)) stop(`API_KEYS still accepts the documented demo key (${DEMO_API_KEY}): set your own keys (and build the storefront with VITE_API_KEY).`);
  else ok('API keys are your own.');
  if (!env.AUTH_SECRET) stop('AUTH_SECRET is not set: access tokens need a signing key of 32+ characters, the same on every instance.');
  else if (env.AUTH_SECRET.length < 32 || new Set(env.AUTH_SECRET).size < 10) stop('AUTH_SECRET is short or repeats a few characters: make it random and 32+ characters long (for example `openssl rand -base64 48`).');
  else ok('AUTH_SECRET is set.');
  if (!env.SMS_PROVIDER) stop('No SMS provider (SMS_PROVIDER): no member could sign in.');
  const gateway = env.PAYMENT_GATEWAY || (on(env.DEMO_MODE) ? 'sandbox' : 'none');
  if (gateway === 'sandbox') stop('PAYMENT_GATEWAY is the sandbox: it marks orders paid without money.');
  else if (gateway === 'none') warn('No payment gateway (PAYMENT_GATEWAY=none): members can pay from store credit only.');
  if (!env.PUBLIC_URL) stop('PUBLIC_URL is not set: canonical links, the sitemap and the payment callback would name whatever host a request says.');
  else if (!env.PUBLIC_URL.startsWith('https://')) stop(`PUBLIC_URL is ${env.PUBLIC_URL}: a store takes sign-ins and payments over https only.`);
  else ok(`PUBLIC_URL is ${env.PUBLIC_URL}.`);
  if (!env.TRUST_PROXY || env.TRUST_PROXY === 'false' || env.TRUST_PROXY === '0') warn('TRUST_PROXY is off: right if clients reach this server directly; behind a proxy (TLS), set the number of proxies, or every member shares the proxy’s address and its rate limits.');
  if (!env.DATABASE_URL) warn('The database is embedded PGlite (no DATABASE_URL): one process, fine for a small store; PostgreSQL is what this guide runs in production (several instances, backups while serving).');
  if (!env.ANALYTICS_IDS) warn('ANALYTICS_IDS is empty: the storefront’s events are not kept (spec §9 analytics off).');

  let config: Config | null = null;
  try {
    config = parseConfig(env);
  } catch (err) {
    // What the server itself would refuse, beyond what is said above.
    const said = ['AUTH_SECRET: required', 'SMS_PROVIDER: production needs', 'DEMO_MODE: the demo', 'PAYMENT_GATEWAY: the sandbox'];
    for (const line of (err as Error).message.split('\n').slice(1).map((l) => l.trim())) {
      if (!said.some((s) => line.startsWith(s))) stop(`The server would not start: ${line}`);
    }
    if (!findings.some((f) => f.level === 'stop')) stop('The server would not start with this configuration.');
    return { config: null, findings };
  }
  if (config.sms) ok(`SMS goes through ${config.sms.provider} (${new URL(config.sms.baseUrl).host}).`);
  if (config.payments.zarinpal) ok(`Payments go through ${config.paymentGateway} (${new URL(config.payments.zarinpal.baseUrl).host}).`);
  if (!config.push) warn('No VAPID keys (VAPID_PUBLIC_KEY, VAPID_PRIVATE_KEY, VAPID_SUBJECT): members get no notifications on their devices, only the inbox and SMS. Make a pair with `npx web-push generate-vapid-keys`.');
  else {
    ok(`Web Push is signed for ${config.push.subject}.`);
    const inside = config.push.serviceHosts.filter((h) => h === 'localhost' || /^[\d.]+$|:/.test(h));
    if (inside.length) stop(`PUSH_SERVICE_HOSTS names ${inside.join(', ')}: members could make this server POST to addresses inside your network. List push services only.`);
  }
  return { config, findings };
}

/** Whether the database holds every migration this code has. */
export async function checkDatabase(config: Config): Promise<Finding[]> {
  const expected = COMMITTED_MIGRATIONS;
  if (!config.databaseUrl) return [{ level: 'ok', text: `PGlite in ${config.dataDir} (migrated by the server when it starts).` }];
  const client = new pg.Client({ connectionString: config.databaseUrl, connectionTimeoutMillis: 5000 });
  try {
    await client.connect();
  } catch (err) {
    return [{ level: 'stop', text: `PostgreSQL does not answer at DATABASE_URL: ${(err as Error).message}` }];
  }
  try {
    // Its own connection, not the server's opening (which would migrate it).
    const res = await client.query<{ n: number }>(APPLIED_MIGRATIONS_SQL).catch(() => ({ rows: [{ n: 0 }] }));
    const applied = res.rows[0]?.n ?? 0;
    if (applied < expected) return [{ level: 'stop', text: `The database has ${applied} of this version’s ${expected} migrations: start the server once (it migrates before it serves), then check again.` }];
    if (applied > expected) return [{ level: 'stop', text: `The database has ${applied} migrations, more than this version’s ${expected}: it was used by a newer version.` }];
    return [{ level: 'ok', text: `PostgreSQL answers and is migrated (${applied} migrations).` }];
  } finally {
    await client.end();
  }
}

/**
 * Asks the running store who is calling, with a made-up address in X-Forwarded-For as a client
 * could write it: answered back, the server trusts one proxy more than there are (any client can
 * choose its address, and so its rate limits); answered with a private address, one fewer (every
 * member looks like the proxy and shares its limits).
 */
export async function checkProxies(publicUrl: string, trustProxy: number, fetchFn: typeof fetch = fetch): Promise<Finding[]> {
  let ip: string;
  try {
    const res = await fetchFn(`${publicUrl}/api/ip`, { headers: { 'x-forwarded-for': PROBE_ADDRESS }, signal: AbortSignal.timeout(10_000) });
    ip = ((await res.json()) as { ip: string }).ip;
  } catch (err) {
    return [{ level: 'warn', text: `The store does not answer at ${publicUrl}/api/ip (${(err as Error).message}): start it, then check again to test TRUST_PROXY.` }];
  }
  if (ip === PROBE_ADDRESS) return [{ level: 'stop', text: `TRUST_PROXY=${trustProxy} trusts more proxies than there are in front of the store: a client chooses its own address (seen: the probe’s ${PROBE_ADDRESS}). Lower it by one.` }];
  if (isPrivate(ip)) return [{ level: 'stop', text: `TRUST_PROXY=${trustProxy} counts fewer proxies than there are: the store sees every visitor as ${ip} (a proxy), and all members share its rate limits. Raise it by one.` }];
  return [{ level: 'ok', text: `TRUST_PROXY matches the proxies in front of the store (it sees this machine as ${ip}).` }];
}
