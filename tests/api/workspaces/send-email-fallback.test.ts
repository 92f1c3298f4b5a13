import { mkdtemp, readdir, readFile, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { POST as sendEmail } from "@/app/api/send-email/route";
import { closeMail } from "@/server/mail";
import { useTempDatabase } from "@/tests/support/db";
import { useApiEnvironment } from "@/tests/support/api-environment";
import { createUser } from "@/tests/support/users";
import { request } from "./support";

useTempDatabase();
useApiEnvironment({ smtp: false });

describe("POST /api/send-email without SMTP_URL", () => {
  it("answers { data: { success: true, fallback: true } } and leaves the message in the outbox (working directory redirected to a temp folder)", async () => {
    const me = await createUser();
    const folder = await mkdtemp(path.join(tmpdir(), "duely-outbox-"));
    await closeMail(); // the next send creates the outbox mailer under the redirected folder
    const cwd = jest.spyOn(process, "cwd").mockReturnValue(folder);
    const logged = jest.spyOn(console, "info").mockImplementation(() => {});
    try {
      const res = await request(sendEmail, {
        method: "POST",
        as: me,
        body: { to: me.account.email, subject: "Outbox check", html: "<p>Hi</p>", text: "Hi" },
      });
      expect(res).toEqual({ status: 200, json: { data: { success: true, fallback: true } } });
      const outbox = path.join(folder, "data", "outbox");
      const [file] = await readdir(outbox);
      expect(await readFile(path.join(outbox, file), "utf8")).toContain("Subject: Outbox check");
    } finally {
      cwd.mockRestore();
      logged.mockRestore();
      await closeMail();
      await rm(folder, { recursive: true, force: true });
    }
  });
});
