import { execFile } from "node:child_process";
import { promisify } from "node:util";
import { getStore } from "@/server/store";
import type { Task } from "@/lib/schemas/task";
import { signedIn } from "@/tests/support/users";
import { addTask, apiTokenOf, openStream, workspaceOf } from "./streams";

/**
 * Two server processes on one database, whichever the calling file set up: this one holds a member's open
 * stream, a second Node process runs the real task route and writes there; its changes reach the stream
 * through the events table within a second, numbered in order, even when that process is killed right
 * after its commit; and a sign-out or an API token's revocation there ends the streams of that credential
 * here as promptly. `environment` is what the
 * second process needs to open the same database; `ready` runs once the stream here is open, before the
 * other process writes.
 */
export function processScenarios(environment: () => Record<string, string>, ready: () => Promise<void> = async () => {}): void {
  const run = (script: string, args: string[]) =>
    promisify(execFile)(process.execPath, ["--conditions=react-server", "--import", "tsx", `tests/api/live/support/${script}`, ...args], {
      cwd: process.cwd(),
      env: { ...process.env, ...environment(), NODE_ENV: "test" },
    });

  /** A workspace of Olivia's shared with Max, whose stream here is open (and this process ready) before the other process writes. */
  async function memberWatching() {
    const owner = await signedIn("Olivia");
    const member = await signedIn("Max");
    const ws = await workspaceOf(owner, [member]);
    const stream = await openStream(member, ws.id);
    await stream.sse.nothingWithin(50);
    await ready();
    return { owner, ws, stream };
  }

  it("a task created by another process reaches this process's stream within a second", async () => {
    const { owner, ws, stream } = await memberWatching();

    const { stdout } = await run("writer-process.ts", [owner.cookie, ws.id, "From afar 1", "From afar 2"]);
    const finished = Date.now();
    const created = JSON.parse(stdout) as Task[];

    const first = await stream.nextEvent(2000);
    const second = await stream.nextEvent(2000);
    expect(Date.now() - finished).toBeLessThan(1000);
    expect([first, second]).toEqual([
      expect.objectContaining({ type: "task.created", task: created[0], seq: 1, actor: { id: owner.account.id, name: "Olivia" } }),
      expect.objectContaining({ type: "task.created", task: created[1], seq: 2 }),
    ]);
  }, 60_000);

  it("a process killed right after its commit (SIGKILL, before its request returns) still has its change's event delivered here", async () => {
    const { owner, ws, stream } = await memberWatching();

    const died = await run("killed-writer-process.ts", [owner.cookie, ws.id, "Last words"]).then(
      ({ stdout }) => ({ signal: null, stdout }),
      (error: { signal?: string; stdout?: string }) => ({ signal: error.signal ?? null, stdout: error.stdout ?? "" }),
    );
    expect(died).toEqual({ signal: "SIGKILL", stdout: "" });

    const event = await stream.nextEvent(2000);
    expect(event).toMatchObject({ type: "task.created", seq: 1, workspaceId: ws.id, actor: { id: owner.account.id }, task: { title: "Last words", workspaceId: ws.id } });
    if (event.type !== "task.created") throw new Error(event.type);
    expect(await (await getStore()).getTask(event.task.id)).toEqual(event.task);
  }, 60_000);

  it("signing out in another process ends this process's stream of that session within a second, with `revoked`", async () => {
    const owner = await signedIn("Olivia");
    const ws = await workspaceOf(owner);
    const stream = await openStream(owner, ws.id);
    await stream.sse.nothingWithin(50);
    await ready();

    await run("end-credential-process.ts", ["logout", owner.cookie]);
    const finished = Date.now();
    expect((await stream.sse.next(2000)).event).toBe("revoked");
    expect(Date.now() - finished).toBeLessThan(1000);
    await expect(stream.sse.next(500)).rejects.toThrow();
  }, 60_000);

  it("revoking an API token in another process ends this process's streams of that token within a second; the session's stream carries on", async () => {
    const owner = await signedIn("Olivia");
    const ws = await workspaceOf(owner);
    const token = await apiTokenOf(owner);
    const streams = [await openStream(null, ws.id, { bearer: token.secret }), await openStream(null, (await workspaceOf(owner)).id, { bearer: token.secret })];
    const session = await openStream(owner, ws.id);
    await session.sse.nothingWithin(50);
    await ready();

    await run("end-credential-process.ts", ["revoke-token", owner.cookie, token.id]);
    const finished = Date.now();
    for (const stream of streams) expect((await stream.sse.next(2000)).event).toBe("revoked");
    expect(Date.now() - finished).toBeLessThan(1000);
    await expect(streams[0].sse.next(500)).rejects.toThrow();
    expect(session.sse.ended).toBe(false);
    await addTask(owner, ws.id);
    expect((await session.nextEvent(1000)).type).toBe("task.created");
  }, 60_000);
}
