/**
 * The server suite's databases are copies of two made once per run (Vitest's global setup): one
 * migrated, one migrated and seeded with the demo data. A PGlite database starts from the image of
 * its files (0.5-0.8 s) instead of initialising, migrating and seeding (2.9 s); a PostgreSQL one
 * is created from a template database. The copy is the database a fresh start would make, made a
 * few minutes earlier: the demo data's dates ("ordered two days ago") are as old as the run.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { randomUUID } from 'node:crypto';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import pg from 'pg';
import { createDb, type DbHandle } from '../db/create-db.ts';
import { seedDemoData } from '../db/seed/index.ts';

/** Where each kind of copy comes from: PGlite's image files (their paths), or PostgreSQL's template databases (their names). */
export type TemplateDatabases = { kind: 'pglite' | 'postgres'; migrated: string; seeded: string };

declare module 'vitest' {
  export interface ProvidedContext {
    templateDatabases: TemplateDatabases;
  }
}

async function adminQuery(url: string, text: string) {
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  try {
    await admin.query(text);
  } finally {
    await admin.end();
  }
}

const withDatabase = (url: string, name: string) => {
  const u = new URL(url);
  u.pathname = `/${name}`;
  return u.toString();
};

/** Makes both templates; answers where they are and how to remove them. */
export async function makeTemplateDatabases(databaseUrl: string | undefined): Promise<{ templates: TemplateDatabases; remove: () => Promise<void> }> {
  if (databaseUrl) {
    const stamp = randomUUID().replace(/-/g, '').slice(0, 12);
    const names = { migrated: `template_migrated_${stamp}`, seeded: `template_seeded_${stamp}` };
    for (const [key, name] of Object.entries(names)) {
      await adminQuery(databaseUrl, `create database ${name}`);
      const handle = await createDb({ databaseUrl: withDatabase(databaseUrl, name) });
      if (key === 'seeded') await seedDemoData(handle.db);
      // Nobody may be connected to a template while a database is created from it.
      await handle.close();
    }
    return {
      templates: { kind: 'postgres', ...names },
      remove: async () => {
        for (const name of Object.values(names)) await adminQuery(databaseUrl, `drop database if exists ${name} with (force)`);
      },
    };
  }
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'server-suite-templates-'));
  const files = { migrated: path.join(dir, 'migrated.tar'), seeded: path.join(dir, 'seeded.tar') };
  for (const [key, file] of Object.entries(files)) {
    const handle = await createDb({ memory: true });
    if (key === 'seeded') await seedDemoData(handle.db);
    const image = await (handle.db as unknown as { $client: PGlite }).$client.dumpDataDir('none');
    fs.writeFileSync(file, Buffer.from(await image.arrayBuffer()));
    await handle.close();
  }
  return { templates: { kind: 'pglite', ...files }, remove: async () => fs.rmSync(dir, { recursive: true, force: true }) };
}

type Which = 'migrated' | 'seeded';
const imageOf = (templates: TemplateDatabases, which: Which) => new Blob([fs.readFileSync(templates[which])]);

/** A PostgreSQL database copied from a template: its URL and what drops it. */
async function copyPostgres(template: string, databaseUrl: string | undefined, prefix: string) {
  if (!databaseUrl) throw new Error('PostgreSQL templates need DATABASE_URL');
  const name = `${prefix}_${randomUUID().replace(/-/g, '')}`;
  await adminQuery(databaseUrl, `create database ${name} template ${template}`);
  return { url: withDatabase(databaseUrl, name), drop: () => adminQuery(databaseUrl, `drop database if exists ${name} with (force)`) };
}

/**
 * A database of a test's own copied from a template: the handle, and what removes the copy (a
 * PostgreSQL database is dropped; PGlite's in memory goes with its handle).
 */
export async function copyTemplate(templates: TemplateDatabases, which: Which, databaseUrl: string | undefined): Promise<{ handle: DbHandle; drop: () => Promise<void> }> {
  if (templates.kind === 'pglite') return { handle: await createDb({ memory: true, image: imageOf(templates, which) }), drop: async () => {} };
  const copy = await copyPostgres(templates[which], databaseUrl, 'test');
  return { handle: await createDb({ databaseUrl: copy.url }), drop: copy.drop };
}

/**
 * The seeded template copied for a server started as a process: into its data folder (PGlite's
 * files where the server opens them), or as a PostgreSQL database whose URL it is given.
 */
export async function copyTemplateFor(templates: TemplateDatabases, dataDir: string, databaseUrl: string | undefined, prefix: string): Promise<{ databaseUrl: string | undefined; drop: () => Promise<void> }> {
  if (templates.kind === 'postgres') {
    const copy = await copyPostgres(templates.seeded, databaseUrl, prefix);
    return { databaseUrl: copy.url, drop: copy.drop };
  }
  // The path create-db.ts opens under DATA_DIR; PGlite writes the image's files there.
  const client = new PGlite(path.join(dataDir, 'pglite'), { extensions: { pg_trgm }, loadDataDir: imageOf(templates, 'seeded') });
  await client.waitReady;
  await client.close();
  return { databaseUrl: undefined, drop: async () => {} };
}
