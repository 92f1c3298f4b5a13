import { mkdtemp, readdir, readFile, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { closeMail, sendVerificationEmail } from "@/server/mail";
import { setEnv } from "@/tests/support/env";

/**
 * Without SMTP_URL, a production server writes the verification e-mail to the outbox but never puts its
 * link in the log; `npm run dev` (development) prints it. Working directory redirected to a temp folder.
 */

async function sendWith(nodeEnv: string) {
  const folder = await mkdtemp(path.join(tmpdir(), "duely-outbox-"));
  const restore = setEnv({ NODE_ENV: nodeEnv, SMTP_URL: undefined, APP_URL: "http://localhost:3000" });
  await closeMail();
  const cwd = jest.spyOn(process, "cwd").mockReturnValue(folder);
  const info = jest.spyOn(console, "info").mockImplementation(() => {});
  try {
    await sendVerificationEmail({ to: "ada@example.com", name: "Ada", userId: "u1", secret: "live-secret-123" });
    const outbox = path.join(folder, "data", "outbox");
    const [file] = await readdir(outbox);
    return { logged: info.mock.calls.map((args) => args.join(" ")).join("\n"), written: await readFile(path.join(outbox, file), "utf8") };
  } finally {
    info.mockRestore();
    cwd.mockRestore();
    await closeMail();
    restore();
    await rm(folder, { recursive: true, force: true });
  }
}

describe("the outbox's log line", () => {
  it("in production says a message was written, without its link", async () => {
    const { logged, written } = await sendWith("production");
    expect(written).toContain("live-secret-123");
    expect(logged).toContain("a message was written to");
    expect(logged).not.toContain("live-secret-123");
    expect(logged).not.toMatch(/https?:\/\//);
  });

  it("in development prints the link, for a developer without SMTP", async () => {
    const { logged } = await sendWith("development");
    expect(logged).toContain("http://localhost:3000/verify-email?userId=u1&secret=live-secret-123");
  });
});
