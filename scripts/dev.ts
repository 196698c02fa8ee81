/**
 * `npm run dev`: the API server (restarted on change) on :8080 and Vite's dev server with hot
 * reload, which proxies /v1, /api and /media to it. The service worker runs only in the build.
 */
import { spawn } from 'node:child_process';
import path from 'node:path';
import { localDemoEnv } from './local-demo.ts';

const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..');
const bin = (name: string) => path.join(root, 'node_modules/.bin', name);

const children = [
  spawn(bin('tsx'), ['watch', '--clear-screen=false', 'server/main.ts'], { cwd: root, stdio: 'inherit', env: { ...localDemoEnv(process.env), PORT: '8080' } }),
  spawn(bin('vite'), [], { cwd: root, stdio: 'inherit' }),
];

const stop = () => {
  for (const c of children) c.kill('SIGTERM');
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
for (const c of children) c.on('exit', (code) => code && code !== 0 && stop());
