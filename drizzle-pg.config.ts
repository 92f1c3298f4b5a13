import { defineConfig } from "drizzle-kit";

/**
 * `npm run db:generate:pg` writes a migration for changes of the PostgreSQL schema into drizzle-pg/ (the
 * sqlite one has drizzle.config.ts and drizzle/). The store applies pending migrations itself when it
 * opens (server/store/postgres/open.ts), so no credentials are needed here.
 */
export default defineConfig({
  dialect: "postgresql",
  schema: "./server/store/postgres/schema.ts",
  out: "./drizzle-pg",
  strict: true,
});
