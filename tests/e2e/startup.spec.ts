import { spawn } from "node:child_process";
import { expect, test } from "./support/test";

/**
 * Start-up of the production build with a malformed variable: `next start` must stop (non-zero exit)
 * with a message naming the variable, instead of serving with a broken configuration.
 */

function startWith(env: Record<string, string>): Promise<{ code: number | null; output: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn("npx", ["next", "start", "-p", "3199"], {
      env: { ...process.env, NEXT_DIST_DIR: process.env.NEXT_DIST_DIR ?? ".next", REMINDERS_SCHEDULER: "off", ...env },
      stdio: ["ignore", "pipe", "pipe"],
    });
    let output = "";
    child.stdout.on("data", (chunk) => (output += chunk));
    child.stderr.on("data", (chunk) => (output += chunk));
    const timer = setTimeout(() => {
      child.kill("SIGKILL");
      reject(new Error(`next start did not stop within 30 s:\n${output}`));
    }, 30_000);
    child.on("exit", (code) => {
      clearTimeout(timer);
      resolve({ code, output });
    });
  });
}

for (const [name, value] of [
  ["DATABASE_URL", "postgres://db.example/duely"],
  ["APP_URL", "localhost:3000"],
] as const) {
  test(`a malformed ${name} stops start-up with a message naming it`, async () => {
    const { code, output } = await startWith({ [name]: value });
    expect(code).not.toBe(0);
    expect(output).toContain("Invalid configuration");
    expect(output).toContain(`${name}:`);
  });
}
