import { spawn, type ChildProcess } from "node:child_process";
import path from "node:path";
import { createMailer, type Mailer } from "@/server/mail/transport";

const ROOT = path.resolve(__dirname, "../../..");

/** Starts tests/support/mail-sink-server.ts as Playwright would (its own process), on free ports. */
function startSinkProcess(): Promise<{ child: ChildProcess; smtpUrl: string; httpUrl: string }> {
  const child = spawn(path.join(ROOT, "node_modules/.bin/tsx"), ["tests/support/mail-sink-server.ts"], {
    cwd: ROOT,
    env: { ...process.env, MAIL_SINK_SMTP_PORT: "0", MAIL_SINK_HTTP_PORT: "0" },
    stdio: ["ignore", "pipe", "inherit"],
  });
  return new Promise((resolve, reject) => {
    let out = "";
    child.once("exit", (code) => reject(new Error(`mail-sink-server exited with ${code}: ${out}`)));
    child.stdout?.on("data", (chunk: Buffer) => {
      out += chunk.toString();
      const m = out.match(/mail-sink: smtp (smtp:\/\/\S+) http (http:\/\/\S+)/);
      if (m) resolve({ child, smtpUrl: m[1], httpUrl: m[2] });
    });
  });
}

describe("mail-sink-server (separate process: SMTP sink + HTTP API)", () => {
  let child: ChildProcess;
  let httpUrl: string;
  let smtpUrl: string;
  let mailer: Mailer;

  beforeAll(async () => {
    const started = await startSinkProcess();
    child = started.child;
    ({ httpUrl, smtpUrl } = started);
    mailer = createMailer({ smtpUrl, from: "Duely <no-reply@duely.test>" });
  }, 30_000);
  afterAll(async () => {
    await mailer.close();
    if (child.exitCode === null) {
      const exited = new Promise((resolve) => child.once("exit", resolve));
      child.kill("SIGTERM");
      await exited;
    }
  });

  it("answers /health", async () => {
    const res = await fetch(`${httpUrl}/health`);
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ ok: true, smtpPort: Number(new URL(smtpUrl).port) });
  });

  it("lists received messages oldest first, filters by recipient, and forgets them on DELETE", async () => {
    await mailer.send({ to: "ada@example.com", subject: "first", html: "<p>one</p>", text: "one" });
    await mailer.send({ to: "Bob@Example.com", subject: "second", html: "<p>two</p>", text: "two" });

    const all = await (await fetch(`${httpUrl}/messages`)).json();
    expect(all).toEqual([
      { to: ["ada@example.com"], from: '"Duely" <no-reply@duely.test>', subject: "first", text: "one", html: "<p>one</p>", date: expect.any(String) },
      { to: ["Bob@example.com"], from: '"Duely" <no-reply@duely.test>', subject: "second", text: "two", html: "<p>two</p>", date: expect.any(String) },
    ]);
    expect(Date.parse(all[1].date)).toBeGreaterThanOrEqual(Date.parse(all[0].date));

    const forBob = await (await fetch(`${httpUrl}/messages?to=bob%40example.com`)).json();
    expect(forBob.map((m: { subject: string }) => m.subject)).toEqual(["second"]);

    expect((await fetch(`${httpUrl}/messages`, { method: "DELETE" })).status).toBe(204);
    expect(await (await fetch(`${httpUrl}/messages`)).json()).toEqual([]);
  });

  it("answers 404 for other paths and 405 for other methods", async () => {
    expect((await fetch(`${httpUrl}/nope`)).status).toBe(404);
    expect((await fetch(`${httpUrl}/messages`, { method: "POST" })).status).toBe(405);
  });
});
