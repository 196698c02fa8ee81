/**
 * `npm run report:events [-- --days 14]`: daily page views and commerce events from the first-party
 * analytics (POST /api/events), and the conversion funnel, from the server's database (PGlite in
 * DATA_DIR, or DATABASE_URL; stop a PGlite server first: its folder takes one process at a time).
 */
import { parseConfig } from '../server/config.ts';
import { createDb } from '../server/db/create-db.ts';
import { dailyEvents, reportText } from '../server/modules/analytics/report.ts';

const args = process.argv.slice(2);
const i = args.indexOf('--days');
const days = i >= 0 ? Number(args[i + 1]) : 14;
if (!Number.isInteger(days) || days < 1 || days > 3660) {
  console.error('--days takes a whole number of days from 1');
  process.exit(2);
}
const config = parseConfig({ DEMO_MODE: 'true', ...process.env });
const handle = await createDb(config.databaseUrl ? { databaseUrl: config.databaseUrl } : { dataDir: config.dataDir });
try {
  console.log(reportText(await dailyEvents(handle.db, days), days));
} finally {
  await handle.close();
}
