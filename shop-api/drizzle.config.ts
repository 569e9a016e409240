import { defineConfig } from 'drizzle-kit';

export default defineConfig({
  dialect: 'postgresql',
  schema: './shop-api/src/db/schema/index.ts',
  out: './shop-api/drizzle',
});
