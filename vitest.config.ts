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
        },
      },
      {
        // The chaos tests run the storefront's outbox (Lingui's macros compiled) against the server.
        plugins: [linguiMacro()],
        test: {
          name: 'server',
          environment: 'node',
          include: ['server/**/*.test.ts', 'tests/chaos/**/*.test.ts', 'tests/parity/**/*.test.ts'],
          // Each file opens its own database (PGlite in memory, or a fresh PostgreSQL database), so
          // files run side by side: one per core, and two on a machine of two (Vitest's default of
          // one less than the cores ran them one at a time there: 386 s, now about 280 s).
          maxWorkers: Math.max(2, availableParallelism()),
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
    ],
  },
});
