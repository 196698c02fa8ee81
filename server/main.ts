/**
 * Starts the server: parse configuration, open the database (migrations applied), seed the demo
 * data on first start, listen, and close the database cleanly on SIGINT/SIGTERM (PGlite loses
 * writes if the process dies with it open).
 */
import { serve } from '@hono/node-server';
import { createApp } from './app.ts';
import { parseConfig } from './config.ts';
import { createDb } from './db/create-db.ts';
import { seedDemoData } from './db/seed/index.ts';

const config = parseConfig(process.env);
const handle = await createDb(
  config.databaseUrl ? { databaseUrl: config.databaseUrl } : { dataDir: config.dataDir },
);
if (await seedDemoData(handle.db)) console.log('Seeded the demo catalogue.');

const app = createApp({ db: handle.db, config });
const server = serve({ fetch: app.fetch, port: config.port, hostname: config.host }, (info) => {
  const where = handle.kind === 'pglite' ? `PGlite in ${config.dataDir}` : 'PostgreSQL';
  console.log(`Storefront on http://${config.host === '0.0.0.0' ? 'localhost' : config.host}:${info.port} (${where})`);
});

let closing = false;
async function shutdown(signal: string) {
  if (closing) return;
  closing = true;
  console.log(`${signal}: closing`);
  server.close();
  try {
    await handle.close();
  } finally {
    process.exit(0);
  }
}
process.on('SIGINT', () => void shutdown('SIGINT'));
process.on('SIGTERM', () => void shutdown('SIGTERM'));
