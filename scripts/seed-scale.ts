/**
 * `npm run seed:scale -- --products 100000`: adds a synthetic catalogue to the demo database the
 * server uses (PGlite in DATA_DIR, or DATABASE_URL), seeding the demo first when it is empty.
 * Stop the server first when it runs on PGlite: its data folder takes one process at a time.
 */
import { seedDemoData } from '../server/db/seed/index.ts';
import { seedScale } from '../server/db/seed/scale.ts';
import { wholeOption, withServerDb } from './server-db-cli.ts';

const wanted = wholeOption('--products', 100_000, 1, 5_000_000);
await withServerDb(async (handle, config) => {
  const started = Date.now();
  await seedDemoData(handle.db);
  const added = await seedScale(handle.db, { products: wanted });
  const where = handle.kind === 'pglite' ? `PGlite in ${config.dataDir}` : 'PostgreSQL';
  console.log(`Added ${added.toLocaleString('en')} synthetic products (${wanted.toLocaleString('en')} in all) to ${where} in ${((Date.now() - started) / 1000).toFixed(1)} s.`);
});
