import { defineConfig } from 'drizzle-kit';

// Only used to generate migrations (`npm run db:generate`); the server applies them at start.
export default defineConfig({
  dialect: 'postgresql',
  schema: './server/db/schema.ts',
  out: './server/db/migrations',
});
