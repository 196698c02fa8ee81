/**
 * `npm run restore -- FILE`: reads a backup made by `npm run backup` into the database the server
 * is configured with (PGlite in DATA_DIR, or DATABASE_URL), which must be empty: a new DATA_DIR or a
 * new PostgreSQL database. Start the server after it; it finds the store there and seeds nothing.
 */
import fs from 'node:fs';
import { restoreDatabase } from '../server/ops/backup.ts';
import { withServerDb } from './server-db-cli.ts';

const file = process.argv.slice(2).find((a) => !a.startsWith('-'));
if (!file || !fs.existsSync(file)) {
  console.error(file ? `No such file: ${file}` : 'Usage: npm run restore -- FILE');
  process.exit(2);
}
try {
  await withServerDb(async (handle) => {
    const header = await restoreDatabase(handle.db, fs.createReadStream(file));
    const rows = header.tables.reduce((n, t) => n + t.rows, 0);
    console.log(`Restored ${rows.toLocaleString('en')} rows in ${header.tables.length} tables, backed up ${header.created_at}, into ${handle.kind}.`);
  });
} catch (err) {
  console.error(`Not restored: ${(err as Error).message}`);
  process.exit(1);
}
