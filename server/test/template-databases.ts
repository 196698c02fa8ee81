/**
 * The server suite's databases are copies of two made once per run (Vitest's global setup): one
 * migrated, one migrated and seeded with the demo data. A PGlite database starts from the image of
 * its files (about 1 s, 2026-12-06) instead of initialising, migrating and seeding (3-5 s); a PostgreSQL one
 * is created from a template database. The copy is the database a fresh start would make, made a
 * few minutes earlier: the demo data's dates ("ordered two days ago") are as old as the run.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { randomUUID } from 'node:crypto';
import type { PGlite } from '@electric-sql/pglite';
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

export type PostgresDatabase = { name: string; url: string; drop: () => Promise<void> };

/**
 * A database created on the server `adminUrl` names, named `<prefix>_<random>`: empty, or a copy
 * of `template`. Answers its name, its URL and what drops it.
 */
export async function createPostgresDatabase(adminUrl: string, prefix: string, template?: string): Promise<PostgresDatabase> {
  const name = `${prefix}_${randomUUID().replace(/-/g, '')}`;
  await adminQuery(adminUrl, `create database ${name}${template ? ` template ${template}` : ''}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return { name, url: url.toString(), drop: () => adminQuery(adminUrl, `drop database if exists ${name} with (force)`) };
}

type Which = 'migrated' | 'seeded';

/** Makes both templates; answers where they are and how to remove them. */
export async function makeTemplateDatabases(databaseUrl: string | undefined): Promise<{ templates: TemplateDatabases; remove: () => Promise<void> }> {
  if (databaseUrl) {
    const made: Record<Which, PostgresDatabase> = { migrated: await createPostgresDatabase(databaseUrl, 'template_migrated'), seeded: await createPostgresDatabase(databaseUrl, 'template_seeded') };
    for (const [key, db] of Object.entries(made)) {
      const handle = await createDb({ databaseUrl: db.url });
      if (key === 'seeded') await seedDemoData(handle.db);
      // Nobody may be connected to a template while a database is created from it.
      await handle.close();
    }
    return {
      templates: { kind: 'postgres', migrated: made.migrated.name, seeded: made.seeded.name },
      remove: async () => {
        for (const db of Object.values(made)) await db.drop();
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

/**
 * An image as the Blob PGlite takes (`loadDataDir`), its bytes read from the file once per worker
 * (a worker runs many files in one module graph). PGlite reads an image with `arrayBuffer()`,
 * which for a Blob of Node's own took 0.3-0.6 s at 46 MB (Node 20 copies it out in small chunks),
 * and a copy of our own 0.16 s: of the 1.3-1.5 s a file's database took to open, 2026-12-06. This
 * one hands over the same bytes each time: PGlite only reads them (it untars them and writes each
 * file into its in-memory file system, which copies), and every file of the suite that opens a
 * copy after another would see it if that changed.
 */
class ImageBlob extends Blob {
  readonly #bytes: ArrayBuffer;
  constructor(bytes: ArrayBuffer) {
    super();
    this.#bytes = bytes;
  }
  override get size() {
    return this.#bytes.byteLength;
  }
  override arrayBuffer(): Promise<ArrayBuffer> {
    return Promise.resolve(this.#bytes);
  }
}
const imageBytes = new Map<string, ArrayBuffer>();
const imageOf = (templates: TemplateDatabases, which: Which) => {
  const file = templates[which];
  let bytes = imageBytes.get(file);
  // An ArrayBuffer of its own (a Buffer may be a view into a larger one).
  if (!bytes) imageBytes.set(file, (bytes = new Uint8Array(fs.readFileSync(file)).buffer));
  return new ImageBlob(bytes);
};

/** A PostgreSQL database copied from a template. */
function copyPostgres(template: string, databaseUrl: string | undefined, prefix: string) {
  if (!databaseUrl) throw new Error('PostgreSQL templates need DATABASE_URL');
  return createPostgresDatabase(databaseUrl, prefix, template);
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
  // The image's files written where the server opens its database under DATA_DIR.
  await (await createDb({ dataDir, image: imageOf(templates, 'seeded') })).close();
  return { databaseUrl: undefined, drop: async () => {} };
}
