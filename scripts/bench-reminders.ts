/**
 * `npm run bench:reminders`: how many reminders per second the due-reminder processor delivers to an
 * SMTP server on loopback.
 *
 *   1. starts an SMTP server on a free loopback port in a separate process (smtp-server; it accepts and
 *      counts every message, as a relay would, without parsing it);
 *   2. seeds REMINDERS (default 2,000) due reminders into a fresh libSQL file in a temporary folder;
 *   3. runs the real processor (processDueReminders: claim, send over the pooled transport, mark done)
 *      until none is due, and checks that the server received exactly that many messages;
 * Prints the deliveries per second against the 200/s target (exit code 1 below it), and the processor's
 * CPU time per reminder, which says more than the rate on a busy machine. Re-runs itself under
 * `--conditions=react-server` so that the server modules' "server-only" guard resolves.
 */
import { spawn, spawnSync } from "node:child_process";
import { once } from "node:events";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { createInterface } from "node:readline";

const REMINDERS = Number(process.env.REMINDERS ?? 2000);
const TARGET_PER_S = 200;
const CONDITION = "--conditions=react-server";

async function smtpSinkMode(): Promise<void> {
  const { SMTPServer } = await import("smtp-server");
  let received = 0;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS"],
    disableReverseLookup: true,
    logger: false,
    onData(stream, _session, callback) {
      stream.on("end", () => {
        received += 1;
        callback();
      });
      stream.resume();
    },
  });
  server.listen(0, "127.0.0.1", () => {
    const { port } = server.server.address() as { port: number };
    process.stdout.write(`${port}\n`);
  });
  process.stdin.on("data", () => process.stdout.write(`${received}\n`));
  process.stdin.on("end", () => server.close(() => process.exit(0)));
}

async function benchMode(): Promise<void> {
  const dir = mkdtempSync(join(tmpdir(), "duely-bench-reminders-"));
  const sink = spawn(process.execPath, [CONDITION, "--import", "tsx", __filename, "--smtp-sink"], { stdio: ["pipe", "pipe", "inherit"] });
  const sinkLines = createInterface({ input: sink.stdout! })[Symbol.asyncIterator]();
  try {
    const port = Number((await sinkLines.next()).value);
    process.env.DATABASE_URL = `file:${join(dir, "bench.db")}`;
    process.env.SMTP_URL = `smtp://127.0.0.1:${port}`;
    process.env.REMINDERS_SCHEDULER = "off";

    const { getStore, closeStoreForTests } = await import("@/server/store");
    const { processDueReminders } = await import("@/server/jobs/reminder-processor");
    const { closeMail } = await import("@/server/mail");
    const { newId } = await import("@/server/ids");

    const store = await getStore();
    const now = new Date().toISOString();
    const owner = newId();
    const workspace = await store.createWorkspace({ id: newId(), name: "Bench", icon: "📋", color: "indigo", userId: owner, ownerEmail: "owner@example.com", isDefault: false, members: [], now });
    const task = await store.createTask({ id: newId(), title: "Quarterly report", dueDate: null, urgency: 3, createdAt: now, workspaceId: workspace.id, userId: owner });
    console.log(`Seeding ${REMINDERS} due reminders...`);
    const due = new Date(Date.now() - 60_000).toISOString();
    for (let i = 0; i < REMINDERS; i++) {
      await store.createReminder({
        id: newId(),
        text: `Reminder ${i}: send the figures to finance`,
        dueDate: due,
        taskId: task.id,
        taskTitle: task.title,
        workspaceId: workspace.id,
        userId: owner,
        userEmail: `user${i}@example.com`,
        userName: `User ${i}`,
        timeZone: "Europe/Berlin",
        createdAt: now,
      });
    }

    console.log("Processing...");
    const started = performance.now();
    const cpuBefore = process.cpuUsage();
    let sent = 0;
    let runs = 0;
    for (;;) {
      const report = await processDueReminders();
      runs += 1;
      sent += report.sent;
      if (report.claimed === 0) break;
    }
    const seconds = (performance.now() - started) / 1000;
    const cpu = process.cpuUsage(cpuBefore);
    const cpuMsPerReminder = (cpu.user + cpu.system) / 1000 / Math.max(1, sent);
    await closeMail();
    await closeStoreForTests();

    sink.stdin!.write("count\n");
    const received = Number((await sinkLines.next()).value);
    const perSecond = sent / seconds;
    console.log(`Delivered ${sent} reminders in ${seconds.toFixed(2)} s over ${runs} runs (the SMTP server received ${received}).`);
    console.log(`CPU of the processor: ${cpuMsPerReminder.toFixed(2)} ms per reminder (about ${(1000 / cpuMsPerReminder).toFixed(0)}/s on one free core).`);
    console.log(`Reminders delivered per second: ${perSecond.toFixed(0)}/s (target at least ${TARGET_PER_S}/s)`);
    if (received !== REMINDERS || sent !== REMINDERS) throw new Error(`expected ${REMINDERS} deliveries, sent ${sent}, received ${received}`);
    if (perSecond < TARGET_PER_S) process.exitCode = 1;
  } finally {
    sink.stdin!.end();
    await once(sink, "exit");
    rmSync(dir, { recursive: true, force: true });
  }
}

if (!process.execArgv.includes(CONDITION)) {
  const { status } = spawnSync(process.execPath, [CONDITION, "--import", "tsx", __filename, ...process.argv.slice(2)], { stdio: "inherit" });
  process.exit(status ?? 1);
} else if (process.argv.includes("--smtp-sink")) {
  void smtpSinkMode();
} else {
  benchMode().catch((error: unknown) => {
    console.error(error);
    process.exit(1);
  });
}
