import { defineConfig } from "drizzle-kit";

/**
 * `npm run db:generate` writes a migration for changes of the schema into drizzle/. The store applies
 * pending migrations itself when it opens (server/store/sqlite/open.ts), so no credentials are needed here.
 */
export default defineConfig({
  dialect: "sqlite",
  schema: "./server/store/sqlite/schema.ts",
  out: "./drizzle",
  strict: true,
});
