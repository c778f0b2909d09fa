import { defineConfig } from 'drizzle-kit';

// Used only by `npm run db:generate` (drizzle-kit generate); the server migrates from code.
export default defineConfig({
  dialect: 'postgresql',
  schema: './src/server/db/schema/index.ts',
  out: './src/server/db/migrations',
  casing: 'snake_case',
});
