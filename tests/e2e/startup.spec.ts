import { spawn } from "node:child_process";
import { appServerCommand } from "@/tests/support/app-server";
import { APP_PORT } from "./support/env";
import { expect, test } from "./support/test";

/**
 * Start-up of the production build with a malformed variable: the server must stop (non-zero exit) with a message
 * naming the variable, instead of serving with a broken configuration. Instrumentation checks it, so this holds for
 * `npm start` (the custom server) and for plain `next start` (a platform without the custom server) alike.
 */

const PORT = APP_PORT + 99;

const ENTRIES = {
  "npm start (the custom server)": appServerCommand(PORT),
  "plain next start": ["node_modules/.bin/next", ["start", "-p", String(PORT)]],
} as const;

function startWith([command, args]: readonly [string, readonly string[]], env: Record<string, string>): Promise<{ code: number | null; output: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, {
      env: { ...process.env, NEXT_DIST_DIR: process.env.NEXT_DIST_DIR ?? ".next", REMINDERS_SCHEDULER: "off", ...env },
      stdio: ["ignore", "pipe", "pipe"],
    });
    let output = "";
    child.stdout.on("data", (chunk) => (output += chunk));
    child.stderr.on("data", (chunk) => (output += chunk));
    const timer = setTimeout(() => {
      child.kill("SIGKILL");
      reject(new Error(`the server did not stop within 30 s:\n${output}`));
    }, 30_000);
    child.on("exit", (code) => {
      clearTimeout(timer);
      resolve({ code, output });
    });
  });
}

for (const [entry, command] of Object.entries(ENTRIES)) {
  for (const [name, value] of [
    ["DATABASE_URL", "mysql://db.example/duely"],
    ["APP_URL", "localhost:3000"],
  ] as const) {
    test(`${entry}: a malformed ${name} stops start-up with a message naming it`, async () => {
      const { code, output } = await startWith(command, { [name]: value });
      expect(code).not.toBe(0);
      expect(output).toContain("Invalid configuration");
      expect(output).toContain(`${name}:`);
    });
  }
}
