/**
 * The storefront's two builds (`npm run build`): the browser's (dist/) and the server-rendering
 * one (dist-ssr/). For the benchmarks, and for the server tests that need real pages when no
 * build is there yet.
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

export const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..');
export const distDir = path.join(root, 'dist');
export const ssrDir = path.join(root, 'dist-ssr');

/**
 * A production build, whoever calls it: under vitest NODE_ENV is `test`, and a build made with it
 * compiles the service worker's registration to nothing (a store with no worker for the e2e tests
 * and `npm run serve` that follow).
 */
export function buildStorefront(logLevel: 'error' | 'warn' = 'error') {
  for (const args of [['build'], ['build', '--ssr', 'src/entry-server.tsx']]) {
    const r = spawnSync(path.join(root, 'node_modules/.bin/vite'), [...args, '--logLevel', logLevel], { cwd: root, stdio: 'inherit', env: { ...process.env, NODE_ENV: 'production' } });
    if (r.status !== 0) throw new Error(`vite ${args.join(' ')} failed (${r.status})`);
  }
}

/** The build's folders, built first when either is missing. */
export function storefrontBuild(): { distDir: string; ssrDir: string } {
  if (!fs.existsSync(path.join(distDir, 'index.html')) || !fs.existsSync(path.join(ssrDir, 'entry-server.js'))) buildStorefront();
  return { distDir, ssrDir };
}
