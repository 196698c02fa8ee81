/**
 * `npm run seed:scale -- --products 100000`: adds a synthetic catalogue to the demo database the
 * server uses (PGlite in DATA_DIR, or DATABASE_URL), seeding the demo first when it is empty.
 * Stop the server first when it runs on PGlite: its data folder takes one process at a time.
 */
import { parseConfig } from '../server/config.ts';
import { createDb } from '../server/db/create-db.ts';
import { seedDemoData } from '../server/db/seed/index.ts';
import { seedScale } from '../server/db/seed/scale.ts';

const args = process.argv.slice(2);
const i = args.indexOf('--products');
const wanted = i >= 0 ? Number(args[i + 1]) : 100_000;
if (!Number.isInteger(wanted) || wanted < 1 || wanted > 5_000_000) {
  console.error('--products takes a whole number from 1 to 5,000,000');
  process.exit(2);
}
const config = parseConfig({ DEMO_MODE: 'true', ...process.env });
const handle = await createDb(config.databaseUrl ? { databaseUrl: config.databaseUrl } : { dataDir: config.dataDir });
try {
  const started = Date.now();
  await seedDemoData(handle.db);
  const added = await seedScale(handle.db, { products: wanted });
  const where = handle.kind === 'pglite' ? `PGlite in ${config.dataDir}` : 'PostgreSQL';
  console.log(`Added ${added.toLocaleString('en')} synthetic products (${wanted.toLocaleString('en')} in all) to ${where} in ${((Date.now() - started) / 1000).toFixed(1)} s.`);
} finally {
  await handle.close();
}
