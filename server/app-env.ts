import type { Config } from './config.ts';
import type { Db } from './db/create-db.ts';

/** Variables every handler can read from the context (`c.var.db`, `c.var.config`). */
export type AppEnv = { Variables: { db: Db; config: Config } };
