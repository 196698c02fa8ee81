/**
 * `npm run backup [-- FILE]`: writes a consistent backup of the store's database (PGlite in
 * DATA_DIR, or DATABASE_URL: the same environment as the server), attachments included, to FILE
 * (default `backups/store-<time>.jsonl.gz`). With PostgreSQL it runs while the store serves; with
 * PGlite stop the server first (its folder takes one process at a time). See server/ops/backup.ts.
 */
import fs from 'node:fs';
import path from 'node:path';
import { backupDatabase } from '../server/ops/backup.ts';
import { withServerDb } from './server-db-cli.ts';

const given = process.argv.slice(2).find((a) => !a.startsWith('-'));
const file = path.resolve(given ?? path.join('backups', `store-${new Date().toISOString().replace(/[:.]/g, '-')}.jsonl.gz`));
if (fs.existsSync(file)) {
  console.error(`${file} exists already: name another file`);
  process.exit(2);
}
fs.mkdirSync(path.dirname(file), { recursive: true });
await withServerDb(async (handle) => {
  // Written beside, then renamed: a backup cut short by a crash never looks like a whole one.
  const partial = `${file}.partial`;
  const header = await backupDatabase(handle.db, fs.createWriteStream(partial, { mode: 0o600 }));
  fs.renameSync(partial, file);
  const rows = header.tables.reduce((n, t) => n + t.rows, 0);
  console.log(`Backed up ${rows.toLocaleString('en')} rows in ${header.tables.length} tables (${handle.kind}) to ${file} (${(fs.statSync(file).size / 1024).toFixed(0)} KB).`);
});
