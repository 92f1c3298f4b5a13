/**
 * A writer process for tests/api/live/processes-postgres.test.ts: on the database of DATABASE_URL, once
 * started (tests/store/support/start-signal.ts), it creates argv[3] tasks as the account argv[2] (an id),
 * spread round-robin over the workspaces argv[4..], WRITERS_IN_FLIGHT at a time, each with its change event
 * as the service drafts it; then prints, as JSON, each task's workspace, id and the moment (epoch ms, with
 * fractions) its write resolved. Run with `node --conditions=react-server --import tsx`.
 */
import { newId } from "@/server/ids";
import { changeEvent } from "@/server/services/publisher";
import { closeStoreForTests, getStore } from "@/server/store";
import { startSignal } from "@/tests/store/support/start-signal";

const WRITERS_IN_FLIGHT = 4;

async function main(): Promise<void> {
  const [actorId, count, ...workspaceIds] = process.argv.slice(2);
  const store = await getStore();
  await store.ping(); // a live connection before the race starts
  await startSignal();
  const actor = { id: actorId, name: "Writer", email: "writer@example.com", emailVerification: true };
  const written: { workspaceId: string; taskId: string; at: number }[] = [];
  let next = 0;
  const writer = async () => {
    for (let i = next++; i < Number(count); i = next++) {
      const workspaceId = workspaceIds[i % workspaceIds.length];
      const input = { id: newId(), title: `Burst ${i}`, dueDate: null, urgency: 3, createdAt: new Date().toISOString(), workspaceId, userId: actorId };
      await store.createTask(input, changeEvent.taskCreated(actor, workspaceId));
      written.push({ workspaceId, taskId: input.id, at: performance.timeOrigin + performance.now() });
    }
  };
  await Promise.all(Array.from({ length: WRITERS_IN_FLIGHT }, writer));
  await closeStoreForTests();
  process.stdout.write(JSON.stringify(written));
}

main().catch((error: unknown) => {
  process.stderr.write(String(error instanceof Error ? error.stack : error));
  process.exit(1);
});
