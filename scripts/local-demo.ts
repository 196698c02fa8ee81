/**
 * The local demo of `npm start` and `npm run dev`: with no DEMO_MODE set and a server that listens
 * on loopback only, sign-in codes go to the demo outbox (logged, and readable with the API key at
 * /api/dev/outbox) so that the demo members can sign in with no SMS provider. Anywhere else demo
 * mode stays off unless DEMO_MODE=true is set on purpose.
 */
const LOOPBACK = new Set(['127.0.0.1', 'localhost', '::1']);

export function localDemoEnv(env: NodeJS.ProcessEnv): NodeJS.ProcessEnv {
  if (env.DEMO_MODE !== undefined) return env;
  const host = env.HOST ?? '127.0.0.1';
  if (!LOOPBACK.has(host)) {
    console.warn(`Demo mode stays off: the server listens on ${host}. Set DEMO_MODE=false with AUTH_SECRET, or DEMO_MODE=true on purpose.`);
    return env;
  }
  console.log('Local demo: sign-in codes are printed here and kept at /api/dev/outbox (DEMO_MODE=true, loopback only).');
  return { ...env, DEMO_MODE: 'true' };
}
