import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'unit',
          environment: 'node',
          include: ['src/**/*.test.ts', 'sw/**/*.test.ts', 'contract/**/*.test.ts'],
        },
      },
      {
        test: {
          name: 'server',
          environment: 'node',
          include: ['server/**/*.test.ts'],
          // Each file opens its own database (PGlite in memory, or a fresh PostgreSQL database).
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
    ],
  },
});
