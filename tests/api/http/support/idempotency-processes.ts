import { newId } from "@/server/ids";
import { getStore } from "@/server/store";
import { raceWorkers } from "@/tests/store/support/race-workers";
import { workspaceOf } from "@/tests/api/tasks/support";
import { signedIn } from "@/tests/support/users";

/**
 * Two app instances (Node processes of their own, ./idempotency-worker.ts) on the database at `url`, each
 * sending 5 concurrent requests with one Idempotency-Key at the same moment: the task is made once.
 */
export function idempotencyAcrossProcesses(url: () => string): void {
  it("makes one task of 2 x 5 concurrent requests with one key from two processes", async () => {
    const owner = await signedIn("Olivia");
    const team = await workspaceOf(owner);
    const key = newId();
    const args = [String(5), owner.cookie, key, team.id];
    const answers = (await raceWorkers<{ status: number; id: string | null }[]>("tests/api/http/support/idempotency-worker.ts", [args, args], { DATABASE_URL: url() })).flat();
    expect(answers.map((a) => a.status)).toEqual(Array(10).fill(201));
    expect(new Set(answers.map((a) => a.id)).size).toBe(1);
    const tasks = (await (await getStore()).listAllTasks({ workspaceId: team.id })).items;
    expect(tasks.map((t) => t.id)).toEqual([answers[0].id]);
  }, 60_000);
}
