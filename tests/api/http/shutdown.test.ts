import { spawn, type ChildProcess } from "node:child_process";
import { onShutdown, shutDown } from "@/server/shutdown";
import { useTempDatabase } from "@/tests/support/db";

/**
 * server/shutdown.ts in a real process, with a real SIGTERM: requests in flight and a running
 * reminder-style batch finish, new connections are refused, the database is closed, the exit code is 0;
 * past the grace period the rest is cut.
 */

const db = useTempDatabase();

interface Worker {
  child: ChildProcess;
  port: number;
  lines: string[];
  exit: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
}

async function startWorker(env: Record<string, string> = {}): Promise<Worker> {
  await db.store(); // created and migrated before the worker opens it
  const child = spawn(process.execPath, ["--conditions=react-server", "--import", "tsx", "tests/api/http/support/shutdown-worker.ts"], {
    cwd: process.cwd(),
    env: { ...process.env, DATABASE_URL: db.url, DUELY_BACKEND: "sqlite", ...env },
    stdio: ["ignore", "pipe", "inherit"],
  });
  const lines: string[] = [];
  const exit = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) => child.on("exit", (code, signal) => resolve({ code, signal })));
  const port = await new Promise<number>((resolve, reject) => {
    let buffer = "";
    child.stdout!.on("data", (chunk: Buffer) => {
      buffer += chunk.toString();
      const parts = buffer.split("\n");
      buffer = parts.pop() ?? "";
      for (const line of parts) {
        lines.push(line);
        const listening = /^listening (\d+)$/.exec(line);
        if (listening) resolve(Number(listening[1]));
      }
    });
    void exit.then(() => reject(new Error(`worker exited before listening: ${lines.join("\n")}`)));
  });
  return { child, port, lines, exit };
}

const waitFor = async (check: () => boolean, timeoutMs = 10_000) => {
  const until = Date.now() + timeoutMs;
  while (!check()) {
    if (Date.now() > until) throw new Error("timed out");
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
};

describe("graceful shutdown on SIGTERM", () => {
  it("lets the request in flight and the running batch finish, refuses new connections, closes the database, exits 0", async () => {
    const worker = await startWorker();
    const base = `http://127.0.0.1:${worker.port}`;
    await fetch(`${base}/batch`);
    await waitFor(() => worker.lines.includes("batch started"));
    const slow = fetch(`${base}/slow`).then((res) => res.text());
    await new Promise((resolve) => setTimeout(resolve, 200)); // the request has reached the server

    const signalledAt = Date.now();
    worker.child.kill("SIGTERM");
    await waitFor(() => worker.lines.some((line) => line.startsWith("[shutdown] SIGTERM")));
    await expect(fetch(`${base}/slow`)).rejects.toThrow();

    expect(await slow).toBe("done /slow");
    expect(await worker.exit).toEqual({ code: 0, signal: null });
    expect(Date.now() - signalledAt).toBeLessThan(10_000);
    const order = ["batch finished", "slow answered", "store closed", "[shutdown] done"].map((line) => worker.lines.indexOf(line));
    expect(order.every((index) => index >= 0)).toBe(true);
    expect(worker.lines.indexOf("store closed")).toBeGreaterThan(Math.max(worker.lines.indexOf("batch finished"), worker.lines.indexOf("slow answered")));
  }, 30_000);

  it("cuts what is still running when the grace period is over, and still exits 0", async () => {
    const worker = await startWorker({ SHUTDOWN_GRACE_MS: "500", SLOW_MS: "20000" });
    const slow = fetch(`http://127.0.0.1:${worker.port}/slow`).then(
      () => "answered",
      () => "cut",
    );
    await new Promise((resolve) => setTimeout(resolve, 200));
    const signalledAt = Date.now();
    worker.child.kill("SIGTERM");
    expect(await worker.exit).toEqual({ code: 0, signal: null });
    expect(Date.now() - signalledAt).toBeLessThan(5_000);
    expect(await slow).toBe("cut");
    expect(worker.lines).toContain("[shutdown] grace period over: 1 request(s) cut");
  }, 30_000);
});

describe("shutdown listeners", () => {
  it("are told first, so long-lived streams end before the wait for requests in flight", async () => {
    const calls: string[] = [];
    const off = onShutdown(() => calls.push("stream closed"));
    const other = onShutdown(() => calls.push("unregistered"));
    other();
    await shutDown({
      stopJobs: async () => void calls.push("jobs stopped"),
      closeStore: async () => void calls.push("store closed"),
      log: () => {},
    });
    off();
    expect(calls).toEqual(["stream closed", "jobs stopped", "store closed"]);
  });
});

