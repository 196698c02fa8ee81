/**
 * What the command-line tools that work on the server's own database share (seed:scale,
 * report:events): a whole-number option, and the database the server is configured with (PGlite
 * in DATA_DIR, or DATABASE_URL), opened (migrations applied) and closed around the work.
 */
import { parseConfig, type Config } from '../server/config.ts';
import { createDb, type DbHandle } from '../server/db/create-db.ts';
import { createLogger, useLogger } from '../server/ops/log.ts';

/** `--name N` from the command line, or `fallback`; a value outside [min, max] ends the process with a message. */
export function wholeOption(name: string, fallback: number, min: number, max: number): number {
  const args = process.argv.slice(2);
  const i = args.indexOf(name);
  const value = i >= 0 ? Number(args[i + 1]) : fallback;
  if (!Number.isInteger(value) || value < min || value > max) {
    console.error(`${name} takes a whole number from ${min.toLocaleString('en')} to ${max.toLocaleString('en')}`);
    process.exit(2);
  }
  return value;
}

/** Runs `work` on the server's database. Stop a PGlite server first: its folder takes one process at a time. */
export async function withServerDb<T>(work: (handle: DbHandle, config: Config) => Promise<T>): Promise<T> {
  const config = parseConfig({ DEMO_MODE: 'true', ...process.env });
  useLogger(createLogger(config.logLevel));
  const handle = await createDb(config.databaseUrl ? { databaseUrl: config.databaseUrl } : { dataDir: config.dataDir });
  try {
    return await work(handle, config);
  } finally {
    await handle.close();
  }
}
