/**
 * `npm run doctor`: checks a production configuration (the same environment as the server) and
 * says in plain words what is missing or unsafe; exits 1 when anything would stop a real store
 * from working or leave it unsafe. With PUBLIC_URL set it also asks the running store through its
 * proxies (run it from outside the store's network for a true answer); `--offline` skips that.
 */
import { checkConfig, checkDatabase, checkProxies, type Finding } from '../server/ops/doctor.ts';

const offline = process.argv.includes('--offline');
const { config, findings } = checkConfig(process.env);
if (config) {
  findings.push(...(await checkDatabase(config)));
  if (config.publicUrl && !offline) findings.push(...(await checkProxies(config.publicUrl, config.trustProxy)));
}
const mark: Record<Finding['level'], string> = { stop: '✗', warn: '!', ok: '✓' };
for (const f of findings) console.log(`${mark[f.level]} ${f.text}`);
const stops = findings.filter((f) => f.level === 'stop').length;
console.log(stops ? `\n${stops} thing(s) would stop a real store from working, or leave it unsafe.` : '\nReady for production.');
process.exit(stops ? 1 : 0);
