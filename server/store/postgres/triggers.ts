import "server-only";
import type pg from "pg";

/**
 * Trigger functions and triggers that the store makes when it opens (not by a migration), from definitions
 * in the code that also uses them: ./task-json.ts (the task's JSON, from its column map) and
 * ./event-order.ts (the event log's commit order, with the lock and channel the readers know).
 */

export interface TriggerDefinition {
  table: string;
  function: string;
  /** What follows the trigger's name in CREATE [CONSTRAINT] TRIGGER, up to EXECUTE FUNCTION. */
  when: string;
  /** A constraint trigger (the only kind that may be deferred to the commit). */
  constraint?: boolean;
}

export interface TriggerSet {
  /** Trigger functions (plpgsql) by name, each as the body PostgreSQL keeps (pg_proc.prosrc). */
  functions: Map<string, string>;
  /** Triggers by name. A change of a trigger's events or timing takes a new name (only names and functions are compared). */
  triggers: Map<string, TriggerDefinition>;
  /** Run after the set was made again (a rebuild of what its triggers keep). */
  rebuild?: string;
}

/**
 * Makes each set's functions and triggers those defined, on `client` (the connection that holds the
 * migration lock, so instances starting together take turns): a set whose function bodies differ from what
 * the database holds, or whose triggers are missing or call other functions, is made again, in one
 * transaction, and then rebuilt.
 */
export async function ensureTriggers(client: pg.Client, sets: TriggerSet[]): Promise<void> {
  const functionNames = sets.flatMap((set) => [...set.functions.keys()]);
  const triggerNames = sets.flatMap((set) => [...set.triggers.keys()]);
  const storedFunctions = await client.query<{ name: string; body: string }>(
    "SELECT proname AS name, prosrc AS body FROM pg_proc WHERE pronamespace = current_schema()::regnamespace AND proname = ANY($1)",
    [functionNames],
  );
  const storedTriggers = await client.query<{ name: string; table: string; function: string }>(
    `SELECT tg.tgname AS name, cl.relname AS table, p.proname AS function
       FROM pg_trigger tg JOIN pg_class cl ON cl.oid = tg.tgrelid JOIN pg_proc p ON p.oid = tg.tgfoid
      WHERE cl.relnamespace = current_schema()::regnamespace AND tg.tgname = ANY($1)`,
    [triggerNames],
  );
  const bodies = new Map(storedFunctions.rows.map((row) => [row.name, row.body]));
  const calls = new Map(storedTriggers.rows.map((row) => [row.name, `${row.table}:${row.function}`]));
  const stale = sets.filter(
    ({ functions, triggers }) =>
      ![...functions].every(([name, body]) => bodies.get(name) === body) ||
      ![...triggers].every(([name, trigger]) => calls.get(name) === `${trigger.table}:${trigger.function}`),
  );
  if (stale.length === 0) return;
  await client.query("BEGIN");
  try {
    for (const { functions, triggers, rebuild } of stale) {
      for (const [name, trigger] of triggers) await client.query(`DROP TRIGGER IF EXISTS ${name} ON ${trigger.table}`);
      for (const [name, body] of functions) await client.query(`CREATE OR REPLACE FUNCTION ${name}() RETURNS trigger LANGUAGE plpgsql AS $body$${body}$body$`);
      for (const [name, trigger] of triggers) {
        await client.query(`CREATE ${trigger.constraint ? "CONSTRAINT " : ""}TRIGGER ${name} ${trigger.when} EXECUTE FUNCTION ${trigger.function}()`);
      }
      if (rebuild) await client.query(rebuild);
    }
    await client.query("COMMIT");
  } catch (error) {
    await client.query("ROLLBACK");
    throw error;
  }
}
