import { defineConfig } from 'vitest/config';
import { availableParallelism } from 'node:os';
import { lingui } from '@lingui/vite-plugin';
import { linguiMacro } from './vite.config.ts';

export default defineConfig({
  test: {
    projects: [
      {
        // Lingui's macros compiled, as in the app (the outbox registry's labels).
        plugins: [linguiMacro(), lingui()],
        test: {
          name: 'unit',
          environment: 'node',
          include: ['src/**/*.test.{ts,tsx}', 'sw/**/*.test.ts', 'contract/**/*.test.ts', 'shared/**/*.test.ts', 'scripts/**/*.test.ts'],
          // The properties checked over thousands of inputs (Intl's formats, GS1 codes) take 1-3 s
          // of a core, and `npm test` runs them beside the typecheck on two cores: one passed
          // Vitest's 5 s on a slower machine (a clean clone's `.ci/run`, 2026-12-02). A test that
          // hangs still fails.
          testTimeout: 20_000,
        },
      },
      {
        // The chaos tests run the storefront's outbox (Lingui's macros compiled) against the server.
        plugins: [linguiMacro()],
        test: {
          name: 'server',
          environment: 'node',
          include: ['server/**/*.test.ts', 'tests/chaos/**/*.test.ts', 'tests/parity/**/*.test.ts'],
          // Each file's database is a copy of one made here, migrated and seeded once per run.
          globalSetup: ['server/test/global-setup.ts'],
          // A worker runs its files one after another in the same module graph: the server's
          // modules load once per worker, not once per file (a third of the suite's time). Each
          // file still has a server and a database of its own (harness.ts); the suite passes in
          // any order of files (checked with --sequence.shuffle.files).
          isolate: false,
          // Each file opens its own database (PGlite in memory, or a PostgreSQL database), so files
          // run side by side: one per core, and two on a machine of two (Vitest's default of one
          // less than the cores ran them one at a time there: 386 s, then 287 s; with the templates
          // and shared modules 146 s on PGlite, 104 s on PostgreSQL).
          maxWorkers: Math.max(2, availableParallelism()),
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
    ],
  },
});
