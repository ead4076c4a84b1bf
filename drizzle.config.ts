import { defineConfig } from 'drizzle-kit';

/** `npm run db:generate` writes a new migration from server/db/schema.ts; migrations are committed. */
export default defineConfig({
  dialect: 'postgresql',
  schema: './server/db/schema.ts',
  out: './server/db/migrations',
});
