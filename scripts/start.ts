/**
 * `npm start`: build the storefront when the build is missing or older than its sources (or was
 * built for another API base URL/key), then start the server, which migrates and seeds on first run.
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { localDemoEnv } from './local-demo.ts';

const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..');
const dist = path.join(root, process.env.DIST_DIR ?? 'dist');
const ssrEntry = path.join(root, process.env.SSR_DIR ?? 'dist-ssr', 'entry-server.js');
const stampFile = path.join(dist, '.build-stamp.json');
const SOURCES = ['src', 'sw', 'public', 'contract', 'index.html', 'vite.config.ts', 'lingui.config.ts', 'package-lock.json'];

function newestMtime(p: string): number {
  const full = path.join(root, p);
  if (!fs.existsSync(full)) return 0;
  const stat = fs.statSync(full);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const entry of fs.readdirSync(full)) newest = Math.max(newest, newestMtime(path.join(p, entry)));
  return newest;
}

const buildEnv = { VITE_API_BASE_URL: process.env.VITE_API_BASE_URL ?? '', VITE_API_KEY: process.env.VITE_API_KEY ?? '' };

function needsBuild(): string | null {
  if (!fs.existsSync(path.join(dist, 'index.html')) || !fs.existsSync(ssrEntry) || !fs.existsSync(stampFile)) return 'no build yet';
  const stamp = JSON.parse(fs.readFileSync(stampFile, 'utf8')) as { builtAt: number; env: typeof buildEnv };
  if (JSON.stringify(stamp.env) !== JSON.stringify(buildEnv)) return 'the API configuration changed';
  if (Math.max(...SOURCES.map(newestMtime)) > stamp.builtAt) return 'sources changed since the last build';
  return null;
}

const reason = needsBuild();
if (reason) {
  console.log(`Building the storefront (${reason})…`);
  const started = Date.now();
  // The browser's build, then the server-rendering build of the same pages (npm run build).
  for (const args of [['build'], ['build', '--ssr', 'src/entry-server.tsx']]) {
    const result = spawnSync(path.join(root, 'node_modules/.bin/vite'), [...args, '--logLevel', 'warn'], {
      cwd: root,
      stdio: 'inherit',
      env: process.env,
    });
    if (result.status !== 0) process.exit(result.status ?? 1);
  }
  fs.writeFileSync(stampFile, JSON.stringify({ builtAt: started, env: buildEnv }));
}

// `npm run start:cluster`: one server process per core (WORKERS=auto), on PostgreSQL.
if (process.argv.includes('--cluster')) process.env.WORKERS ??= 'auto';
Object.assign(process.env, localDemoEnv(process.env));
await import('../server/main.ts');
