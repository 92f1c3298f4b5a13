import { POST as createTaskRoute } from "@/app/api/tasks/route";
import { addComment } from "@/server/services/comments";
import { createTask, deleteTask, updateTask } from "@/server/services/tasks";
import { addMember, updateWorkspace } from "@/server/services/workspaces";
import { getStore } from "@/server/store";
import { commonCopy } from "@/lib/copy/common";
import { apiRequest, params, readJson } from "@/tests/support/requests";
import { signedIn } from "@/tests/support/users";
import { openStream, workspaceOf } from "./streams";

/**
 * The outbox on whichever backend the calling file set up: a change and its event are one transaction. A
 * failure after the change's own statements and before the commit (a trigger of the real database that
 * refuses the event's row, made by `refuseEvents`, which answers the function that drops it again) stores
 * neither the change nor its event, the service answers an error, and the next write works and takes the
 * next number.
 */
export function outboxScenario(refuseEvents: (message: string) => Promise<() => Promise<void>>): void {
  const FAILURE = "injected between the change and its commit";

  it("a failure between the change and the commit stores neither the change nor its event; the next write works", async () => {
    const owner = await signedIn("Olivia");
    const member = await signedIn("Max");
    const third = await signedIn("Tara");
    const ws = await workspaceOf(owner, [member]);
    const stream = await openStream(member, ws.id);
    await stream.sse.nothingWithin(30);
    const task = await createTask({ user: owner.account, task: { title: "Buy milk", dueDate: null, urgency: 3, workspaceId: ws.id } });
    expect(await stream.nextEvent()).toMatchObject({ type: "task.created", seq: 1, task });

    const store = await getStore();
    const revision = await store.taskListRevision(ws.id);
    const workspace = await store.getWorkspace(ws.id);
    const allow = await refuseEvents(FAILURE);
    try {
      const failure = new RegExp(FAILURE);
      await expect(updateTask({ user: owner.account, taskId: task.id, patch: { title: "Oat milk", urgency: 5 } })).rejects.toThrow(failure);
      await expect(addComment({ user: member.account, taskId: task.id, text: "On it", timeZone: "UTC" })).rejects.toThrow(failure);
      await expect(deleteTask({ user: owner.account, taskId: task.id })).rejects.toThrow(failure);
      await expect(updateWorkspace({ user: owner.account, workspaceId: ws.id, input: { name: "Renamed" } })).rejects.toThrow(failure);
      await expect(addMember({ user: owner.account, workspaceId: ws.id, email: third.account.email })).rejects.toThrow(failure);
      // Through the API: the generic 500, nothing of the failure's detail (which goes to the server's log).
      const logged = jest.spyOn(console, "error").mockImplementation(() => {});
      const answer = await readJson(
        await createTaskRoute(apiRequest("POST", "/api/tasks", { caller: owner, body: { title: "Bread", workspaceId: ws.id } }), params({})),
      );
      expect(answer).toEqual({ status: 500, body: { error: { code: "internal", message: commonCopy.unexpectedError } } });
      expect(String(logged.mock.calls[0]?.[1])).toMatch(failure);
      logged.mockRestore();
    } finally {
      await allow();
    }

    expect(await store.getTask(task.id)).toEqual(task);
    expect((await store.listAllTasks({ workspaceId: ws.id })).items).toEqual([task]);
    expect(await store.getWorkspace(ws.id)).toEqual(workspace);
    expect(await store.taskListRevision(ws.id)).toBe(revision);
    expect(await store.eventLog!.latestSeq(ws.id)).toBe(1);
    expect(await stream.sse.nothingWithin(200)).toBeNull();

    const renamed = await updateTask({ user: owner.account, taskId: task.id, patch: { title: "Oat milk" } });
    expect(await stream.nextEvent()).toMatchObject({ type: "task.updated", seq: 2, task: renamed });
  });
}
