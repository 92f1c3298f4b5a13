import { attachDatabasePool } from "@vercel/functions/db-connections";
import pg from "pg";
import { setEnv } from "@/tests/support/env";
import { usePostgresDatabase } from "@/tests/support/postgres";

/**
 * On Vercel's Fluid compute, the PostgreSQL store's pool is attached with @vercel/functions'
 * attachDatabasePool: each time a connection goes back to the pool, the function's request context is asked
 * to wait until the pool's idle connections have closed, so a suspended instance leaves none open. Vercel's
 * runtime puts that context on globalThis; here a stand-in (FAKE request context) records what it is asked.
 * Off Vercel nothing is asked.
 */

const db = usePostgresDatabase();
const CONTEXT = Symbol.for("@vercel/request-context");
const holder = globalThis as typeof globalThis & { [CONTEXT]?: { get(): { waitUntil(promise: Promise<unknown>): void } } };

describe("the PostgreSQL pool on Vercel (FAKE request context)", () => {
  const waitedFor: Promise<unknown>[] = [];
  beforeAll(() => {
    holder[CONTEXT] = { get: () => ({ waitUntil: (promise) => void waitedFor.push(promise) }) };
  });
  afterAll(async () => {
    delete holder[CONTEXT];
    // Attaching a pool ends the library's pending wait (a 10 s timer), which would otherwise outlive the test.
    const unused = new pg.Pool();
    attachDatabasePool(unused);
    await unused.end();
  });

  it("off Vercel, a query asks the request context for nothing", async () => {
    const store = await db.store();
    expect(await store.ping()).toBe(true);
    expect(waitedFor).toHaveLength(0);
  });

  it("on Vercel, a query's connection going back to the pool asks the function to wait for the idle connections", async () => {
    const restore = setEnv({ VERCEL_URL: "duely.vercel.app", VERCEL_REGION: "fra1" });
    try {
      expect(await (await db.store()).ping()).toBe(true);
      expect(waitedFor).toHaveLength(1);
      expect(waitedFor[0]).toBeInstanceOf(Promise);
    } finally {
      restore();
    }
  });
});
