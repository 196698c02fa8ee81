/**
 * `npm run report:events [-- --days 14]`: daily page views and commerce events from the first-party
 * analytics (POST /api/events), and the conversion funnel, from the server's database (PGlite in
 * DATA_DIR, or DATABASE_URL; stop a PGlite server first: its folder takes one process at a time).
 */
import { dailyEvents, reportText } from '../server/modules/analytics/report.ts';
import { wholeOption, withServerDb } from './server-db-cli.ts';

const days = wholeOption('--days', 14, 1, 3660);
await withServerDb(async ({ db }) => console.log(reportText(await dailyEvents(db, days), days)));
