import { getTableColumns, getTableName } from "drizzle-orm";
import { integer as pgInteger, pgTable, text as pgText } from "drizzle-orm/pg-core";
import { integer as sqliteInteger, sqliteTable, text as sqliteText } from "drizzle-orm/sqlite-core";
import { copyPlan, NOT_COPIED } from "@/scripts/db-copy/tables";
import { schema as postgresSchema } from "@/server/store/postgres/schema";
import { schema as sqliteSchema } from "@/server/store/sqlite/schema";

/**
 * What `npm run db:copy` copies comes from the two drizzle schemas: every table of either is copied with
 * every column, or named with its reason, and a table or column that one schema has and the other lacks
 * stops the copy instead of being dropped.
 */

const schemas = { sqlite: sqliteSchema, postgres: postgresSchema };

describe("db:copy's tables", () => {
  it("copies every table of either schema with every column, except those it names with a reason", () => {
    const plan = copyPlan(schemas);
    const sqliteNames = Object.values(sqliteSchema).map((table) => getTableName(table));
    const postgresNames = Object.values(postgresSchema).map((table) => getTableName(table));
    expect([...plan.copied.map((t) => t.name), ...plan.notCopied.map((t) => t.name)].sort()).toEqual([...sqliteNames].sort());
    expect([...postgresNames].sort()).toEqual([...sqliteNames].sort());
    for (const { name, reason } of plan.notCopied) expect([name, reason.length > 20]).toEqual([name, true]);
    expect(Object.keys(NOT_COPIED)).toEqual(["live_streams"]);
    for (const table of plan.copied) {
      const sqliteTable = Object.values(sqliteSchema).find((t) => getTableName(t) === table.name)!;
      const columns = Object.values(getTableColumns(sqliteTable)).map((c) => c.name);
      expect([table.name, table.columns.map((c) => c.name).sort()]).toEqual([table.name, columns.sort()]);
      expect(table.primaryKey.length).toBeGreaterThan(0);
    }
  });

  it("inserts parents before the tables whose foreign keys point at them, and empties in the other order", () => {
    const { copied, emptyOrder } = copyPlan(schemas);
    const order = copied.map((t) => t.name);
    for (const [child, parent] of [["sessions", "users"], ["workspace_members", "workspaces"], ["tasks", "workspaces"], ["comments", "tasks"], ["reminders", "tasks"]]) {
      expect([child, order.indexOf(child) > order.indexOf(parent)]).toEqual([child, true]);
      expect([child, emptyOrder.indexOf(child) < emptyOrder.indexOf(parent)]).toEqual([child, true]);
    }
    expect(copied.find((t) => t.name === "events")?.identity).toEqual(["id"]);
    expect(copied.find((t) => t.name === "comments")?.primaryKey).toEqual(["task_id", "id"]);
  });

  it("refuses to plan when a table or a column is in one schema only", () => {
    const extraTable = sqliteTable("notes", { id: sqliteText("id").primaryKey() });
    expect(() => copyPlan({ ...schemas, sqlite: { ...sqliteSchema, extraTable } })).toThrow("table notes is in the sqlite schema only");

    const wider = pgTable("rate_limits", { key: pgText("key").primaryKey(), count: pgInteger("count").notNull(), resetAt: pgInteger("reset_at"), hits: pgInteger("hits") });
    expect(() => copyPlan({ ...schemas, postgres: { ...postgresSchema, rateLimits: wider } })).toThrow("column rate_limits.hits is in the postgres schema only");

    const narrower = sqliteTable("rate_limits", { key: sqliteText("key").primaryKey(), count: sqliteInteger("count") });
    expect(() => copyPlan({ ...schemas, sqlite: { ...sqliteSchema, rateLimits: narrower } })).toThrow("column rate_limits.reset_at is in the postgres schema only");
  });
});
