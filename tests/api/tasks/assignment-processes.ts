import { POST } from "@/app/api/tasks/route";
import { resetConfigForTests } from "@/server/config";
import { closeMail } from "@/server/mail";
import type { Task } from "@/lib/schemas/task";
import { assignmentCopy } from "@/lib/copy/assignment";
import { raceWorkers } from "@/tests/store/support/race-workers";
import { startSmtpSink, type SmtpSink } from "@/tests/support/smtp";
import { apiRequest, APP_URL, params } from "@/tests/support/requests";
import { signedIn } from "@/tests/support/users";
import { read, workspaceOf } from "./support";

/**
 * Two app instances (Node processes of their own, ./assignment-worker.ts) on the database at `url`, each
 * sending 4 concurrent saves of the same assignee at the same moment: the new assignee gets one e-mail
 * (docs/product.md#assignees), through the loopback SMTP sink.
 */
export function assignmentAcrossProcesses(url: () => string): void {
  let sink: SmtpSink;
  const saved = { SMTP_URL: process.env.SMTP_URL, APP_URL: process.env.APP_URL };
  beforeAll(async () => {
    sink = await startSmtpSink();
    process.env.SMTP_URL = sink.url;
    process.env.APP_URL = APP_URL;
    resetConfigForTests();
  });
  afterAll(async () => {
    await closeMail();
    await sink.close();
    for (const [name, value] of Object.entries(saved)) {
      if (value === undefined) delete process.env[name];
      else process.env[name] = value;
    }
    resetConfigForTests();
  });

  it("sends one e-mail for 2 x 4 concurrent saves of one assignee from two processes, round after round", async () => {
    const [owner, member] = [await signedIn("Olivia"), await signedIn("Mario")];
    const team = await workspaceOf(owner, [member]);
    for (let round = 0; round < 3; round++) {
      sink.clear();
      const title = `Across processes ${round}`;
      const task = (await read<Task>(await POST(apiRequest("POST", "/api/tasks", { caller: owner, body: { title, workspaceId: team.id } }), params({})))).body.data;
      const args = [String(4), owner.cookie, task.id, member.account.email];
      const statuses = (await raceWorkers<number[]>("tests/api/tasks/assignment-worker.ts", [args, args], { DATABASE_URL: url(), SMTP_URL: sink.url, APP_URL })).flat();
      expect(statuses).toEqual(Array(8).fill(200));
      expect(sink.messages.filter((m) => m.subject === assignmentCopy.assignedSubject(title)).map((m) => m.to)).toEqual([[member.account.email.toLowerCase()]]);
    }
  }, 120_000);
}
