import { spawn } from "node:child_process";
import { once } from "node:events";
import { createServer, type AddressInfo, type Socket } from "node:net";
import { POST } from "@/app/api/tasks/route";
import { processAssignmentNotices } from "@/server/jobs/assignment-notices";
import { getStore } from "@/server/store";
import type { Task } from "@/lib/schemas/task";
import { ASSIGNMENT_NOTICE_LEASE_MS } from "@/lib/constants/assignment";
import { assignmentCopy } from "@/lib/copy/assignment";
import { raceWorkers } from "@/tests/store/support/race-workers";
import { useApiEnvironment } from "@/tests/support/api-environment";
import { apiRequest, APP_URL, params } from "@/tests/support/requests";
import { signedIn } from "@/tests/support/users";
import { read, workspaceOf } from "./support";

/**
 * Two app instances (Node processes of their own, ./assignment-worker.ts) on the database at `url`, each
 * sending 4 concurrent saves of the same assignee at the same moment: the new assignee gets one e-mail
 * (docs/product.md#assignees), through the loopback SMTP sink. And an instance killed between its
 * assignment's commit and the e-mail: the notice job of another sends it.
 */
export function assignmentAcrossProcesses(url: () => string): void {
  const env = useApiEnvironment();
  const sink = () => env.sink();

  it("sends one e-mail for 2 x 4 concurrent saves of one assignee from two processes, round after round", async () => {
    const [owner, member] = [await signedIn("Olivia"), await signedIn("Mario")];
    const team = await workspaceOf(owner, [member]);
    for (let round = 0; round < 3; round++) {
      sink().clear();
      const title = `Across processes ${round}`;
      const task = (await read<Task>(await POST(apiRequest("POST", "/api/tasks", { caller: owner, body: { title, workspaceId: team.id } }), params({})))).body.data;
      const args = [String(4), owner.cookie, task.id, member.account.email];
      const statuses = (await raceWorkers<number[]>("tests/api/tasks/assignment-worker.ts", [args, args], { DATABASE_URL: url(), SMTP_URL: sink().url, APP_URL })).flat();
      expect(statuses).toEqual(Array(8).fill(200));
      expect(sink().messages.filter((m) => m.subject === assignmentCopy.assignedSubject(title)).map((m) => m.to)).toEqual([[member.account.email.toLowerCase()]]);
    }
  }, 120_000);

  it("a process killed after its assignment committed and before the e-mail went out: the notice job sends it once that process's lease has passed", async () => {
    const [owner, member] = [await signedIn("Olivia"), await signedIn("Mario")];
    const team = await workspaceOf(owner, [member]);
    const title = "Killed before sending";
    const task = (await read<Task>(await POST(apiRequest("POST", "/api/tasks", { caller: owner, body: { title, workspaceId: team.id } }), params({})))).body.data;
    // A mail server that takes the connection and never greets: the worker is killed as its send begins,
    // which is after its write committed.
    const sockets = new Set<Socket>();
    const silent = createServer((socket) => sockets.add(socket));
    silent.listen(0, "127.0.0.1");
    await once(silent, "listening");
    const { port } = silent.address() as AddressInfo;
    const worker = spawn(process.execPath, ["--conditions=react-server", "--import", "tsx", "tests/api/tasks/assignment-worker.ts", "1", owner.cookie, task.id, member.account.email], {
      cwd: process.cwd(),
      env: { ...process.env, DATABASE_URL: url(), SMTP_URL: `smtp://127.0.0.1:${port}`, APP_URL },
      stdio: "ignore",
    });
    const exited = once(worker, "exit");
    try {
      await once(silent, "connection");
      worker.kill("SIGKILL");
      await exited;
    } finally {
      for (const socket of sockets) socket.destroy();
      silent.close();
    }
    expect((await (await getStore()).getTask(task.id))?.assignee).toBe(member.account.email.toLowerCase());
    sink().clear();
    // The dead process still holds the notice's lease: nothing is sent twice while it might be sending.
    expect(await processAssignmentNotices()).toMatchObject({ claimed: 0 });
    const afterLease = () => new Date(Date.now() + ASSIGNMENT_NOTICE_LEASE_MS + 1_000);
    expect(await processAssignmentNotices({ now: afterLease })).toEqual({ claimed: 1, sent: 1, skipped: 0, failed: 0 });
    expect(sink().messages.filter((m) => m.subject === assignmentCopy.assignedSubject(title)).map((m) => m.to)).toEqual([[member.account.email.toLowerCase()]]);
    expect(await processAssignmentNotices({ now: afterLease })).toMatchObject({ claimed: 0 });
  }, 60_000);
}
