/**
 * `npm run db:copy -- --from <url> --to <url> [--force]`: moves a deployment's data between databases —
 * a libSQL file (file:data/duely.db) or server (libsql://…?authToken=…) and PostgreSQL (postgres://…),
 * either way — with every id as it is (scripts/db-copy/copy.ts says what is done, in which transaction;
 * scripts/db-copy/tables.ts what is copied and what is not, and why). Stop the app first: writes made
 * after the copy's snapshot stay behind. Give PostgreSQL's direct URL, not a pooler's (the migrations take
 * a session lock). Prints the rows per table on both sides; exits 0 when the copy is committed, 1 when it
 * was refused or failed (the target unchanged), 2 for wrong arguments.
 *
 * Re-runs itself under `--conditions=react-server`, so that the server modules' "server-only" guard resolves.
 */
import { spawnSync } from "node:child_process";
import { parseArgs } from "node:util";

const CONDITION = "--conditions=react-server";
const USAGE = "Usage: npm run db:copy -- --from <database URL> --to <database URL> [--force]";

async function main(): Promise<void> {
  let options: { from?: string; to?: string; force?: boolean };
  try {
    ({ values: options } = parseArgs({ options: { from: { type: "string" }, to: { type: "string" }, force: { type: "boolean" } } }));
  } catch (error) {
    console.error(`${(error as Error).message}\n${USAGE}`);
    process.exit(2);
  }
  if (!options.from || !options.to) {
    console.error(USAGE);
    process.exit(2);
  }
  const { copyDatabase } = await import("./db-copy/copy");
  const started = performance.now();
  const report = await copyDatabase({ from: options.from, to: options.to, force: options.force, log: (line) => console.log(line) });
  console.log(`Copied ${report.rows} rows of ${report.tables.length} tables in one transaction (${((performance.now() - started) / 1000).toFixed(1)} s).`);
}

if (process.execArgv.includes(CONDITION)) {
  main().catch((error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  });
} else {
  const run = spawnSync(process.execPath, [CONDITION, "--import", "tsx", __filename, ...process.argv.slice(2)], { stdio: "inherit" });
  process.exit(run.status ?? 1);
}
