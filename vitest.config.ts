import { defineConfig } from 'vitest/config';
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
          // Each file opens its own database (PGlite in memory, or a fresh PostgreSQL database).
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
    ],
  },
});
