import { spawn } from "node:child_process";
import { once } from "node:events";

/**
 * Runs worker scripts (paths from the repository's root), each in a Node process of its own with `env`
 * added to this one's, and starts their races at the same moment (./start-signal.ts): once all are ready,
 * their stdin is closed. Resolves with what each printed, as JSON.
 */
export async function raceWorkers<T>(script: string, argsOfEach: string[][], env: Record<string, string | undefined>): Promise<T[]> {
  const workers = argsOfEach.map((args) => {
    const child = spawn(process.execPath, ["--conditions=react-server", "--import", "tsx", script, ...args], {
      cwd: process.cwd(),
      env: { ...process.env, ...env, START_ON_SIGNAL: "1" },
    });
    let stdout = "";
    let stderr = "";
    child.stdout.on("data", (chunk: Buffer) => (stdout += chunk.toString()));
    const ready = new Promise<void>((resolve) =>
      child.stderr.on("data", (chunk: Buffer) => {
        stderr += chunk.toString();
        if (stderr.includes("ready\n")) resolve();
      }),
    );
    const exited = once(child, "exit").then(([code]) => {
      if (code !== 0) throw new Error(`${script} exited with ${String(code)}: ${stderr}`);
      return JSON.parse(stdout) as T;
    });
    return { child, ready: Promise.race([ready, exited]), exited };
  });
  await Promise.all(workers.map((w) => w.ready));
  for (const { child } of workers) child.stdin.end();
  return Promise.all(workers.map((w) => w.exited));
}
