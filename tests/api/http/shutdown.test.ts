import { spawn, type ChildProcess } from "node:child_process";
import { createNodeServer } from "@/server/node-server";
import { onShutdown, registerShutdownSteps, shutDown } from "@/server/shutdown";
import { useTempDatabase } from "@/tests/support/db";

/**
 * server/shutdown.ts in a real process wired as the custom server (server.ts), with a real SIGTERM: open streams
 * end, requests in flight and a running reminder-style batch finish, new connections are refused, Next (a stand-in)
 * and the database are closed, the exit code is 0; past the grace period the rest is cut. The worker registers the
 * streams, the jobs and the store from a second copy of the modules, as Next's bundles do.
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
  it("ends open streams, lets the request in flight and the running batch finish, refuses new connections, closes Next and the database, exits 0", async () => {
    const worker = await startWorker();
    const base = `http://127.0.0.1:${worker.port}`;
    const stream = await fetch(`${base}/stream`);
    const streamText = stream.text();
    await fetch(`${base}/batch`);
    await waitFor(() => worker.lines.includes("batch started"));
    const slow = fetch(`${base}/slow`).then((res) => res.text());
    await new Promise((resolve) => setTimeout(resolve, 200)); // the request has reached the server

    const signalledAt = Date.now();
    worker.child.kill("SIGTERM");
    await waitFor(() => worker.lines.some((line) => line.startsWith("[shutdown] SIGTERM")));
    await expect(fetch(`${base}/slow`)).rejects.toThrow();

    expect(await streamText).toBe(": connected\n\n");
    expect(await slow).toBe("done /slow");
    expect(await worker.exit).toEqual({ code: 0, signal: null });
    // The stream ended at once; the wait was for the batch and the slow request only (1.5 s each).
    expect(Date.now() - signalledAt).toBeLessThan(5_000);
    const at = (line: string) => worker.lines.indexOf(line);
    for (const line of ["stream ended", "batch finished", "slow answered", "app closed", "store closed", "[shutdown] done"]) expect(at(line)).toBeGreaterThanOrEqual(0);
    expect(at("stream ended")).toBeLessThan(Math.min(at("batch finished"), at("slow answered")));
    expect(at("app closed")).toBeGreaterThan(Math.max(at("batch finished"), at("slow answered")));
    expect(at("store closed")).toBeGreaterThan(at("app closed"));
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

describe("plain next start (no custom server): SIGTERM", () => {
  it("ends open streams beside Next's own handler, which can then close and exit", async () => {
    const worker = await startWorker({ ENTRY: "next-start", NEXT_SIGNAL_HANDLER: "1" });
    const streamText = (await fetch(`http://127.0.0.1:${worker.port}/stream`)).text();
    const signalledAt = Date.now();
    worker.child.kill("SIGTERM");
    expect(await streamText).toBe(": connected\n\n");
    expect(await worker.exit).toEqual({ code: 143, signal: null });
    expect(Date.now() - signalledAt).toBeLessThan(5_000);
    expect(worker.lines).toContain("stream ended");
  }, 30_000);

  it("still ends the process when nothing else handles the signal", async () => {
    const worker = await startWorker({ ENTRY: "next-start" });
    const streamText = (await fetch(`http://127.0.0.1:${worker.port}/stream`)).text();
    worker.child.kill("SIGTERM");
    expect(await worker.exit).toEqual({ code: null, signal: "SIGTERM" });
    expect(await streamText).toBe(": connected\n\n");
  }, 30_000);
});

describe("shutdown listeners", () => {
  it("are told first, so long-lived streams end before the wait for requests in flight", async () => {
    const calls: string[] = [];
    const off = onShutdown(() => calls.push("stream closed"));
    const other = onShutdown(() => calls.push("unregistered"));
    other();
    registerShutdownSteps({
      stopJobs: async () => void calls.push("jobs stopped"),
      closeStore: async () => void calls.push("store closed"),
    });
    await shutDown(createNodeServer(() => {}), { closeApp: async () => void calls.push("app closed"), log: () => {} });
    off();
    expect(calls).toEqual(["stream closed", "jobs stopped", "app closed", "store closed"]);
  });
});

