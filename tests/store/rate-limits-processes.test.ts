import { execFile } from "node:child_process";
import { randomUUID } from "node:crypto";
import { promisify } from "node:util";
import { useTempDatabase } from "@/tests/support/db";

/** server/rate-limit.ts: limits live in the store, so processes on one database share them. */

const db = useTempDatabase();

describe("two processes on one database file", () => {
  it("share one limit: 2 x 40 hits against a limit of 50 let exactly 50 through", async () => {
    await db.store(); // created and migrated before the workers open it
    const key = `processes:${randomUUID()}`;
    const worker = () =>
      promisify(execFile)(
        process.execPath,
        ["--conditions=react-server", "--import", "tsx", "tests/store/support/rate-limit-worker.ts", key, "40", "50"],
        { cwd: process.cwd(), env: { ...process.env, DATABASE_URL: db.url, DUELY_BACKEND: "sqlite" } },
      ).then(({ stdout }) => JSON.parse(stdout) as { allowed: number; refused: number });
    const [a, b] = await Promise.all([worker(), worker()]);
    expect(a.allowed + b.allowed).toBe(50);
    expect(a.refused + b.refused).toBe(30);
  }, 60_000);
});
