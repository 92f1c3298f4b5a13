import { fireEvent, screen, waitFor } from "@testing-library/react";
import { AddTask } from "@/components/board/add-task/AddTask";
import { BoardProvider } from "@/components/board/BoardContext";
import { assistantCopy } from "@/lib/copy/assistant";
import { tasksCopy } from "@/lib/copy/tasks";
import { taskDetailsCopy } from "@/lib/copy/task-details";
import { clock, me, recordingActions } from "./support";
import { installFakeApi, on, renderWithWorkspaces, workspace } from "../workspace/support";

jest.mock("next/navigation", () => ({ useRouter: () => jest.requireActual("../workspace/support").fakeRouter }));

/**
 * Brain dump in quick add, against a FAKE API (jsdom has no server; the route's all-or-nothing is tested in
 * tests/api/plan/brain-dump.test.ts): several items show a preview of one task each, editable and removable,
 * saved in one request; a single line goes through the parser as before.
 */

function renderAddTask() {
  const { actions, calls } = recordingActions();
  renderWithWorkspaces(
    <BoardProvider value={{ clock, actions, me, isOwner: true, density: "comfortable", reminders: new Map() }}>
      <AddTask parserModel="Local parser" />
    </BoardProvider>,
    { workspaces: { owned: [workspace("w1")], shared: [] }, activeId: "w1" },
  );
  return calls;
}
const field = () => screen.getByRole("textbox", { name: tasksCopy.whatToDo });
const submit = (text: string) => {
  fireEvent.change(field(), { target: { value: text } });
  fireEvent.click(screen.getByRole("button", { name: tasksCopy.add }));
};
const batch = { status: 201, body: { data: [] } };

it("several items show one task each; edited and removed ones are saved in one request", async () => {
  const api = installFakeApi(on("POST", "/api/tasks/batch", batch), on("GET", "/api/tasks?workspaceId=w1", { status: 200, body: { data: [] } }));
  renderAddTask();
  submit("Buy milk tomorrow at 9am; call Sam urgent and then water the plants");
  const items = await screen.findAllByTestId("brain-dump-item");
  expect(items).toHaveLength(3);
  expect(screen.getByRole("heading", { name: assistantCopy.brainDumpTitle(3) })).toBeInTheDocument();
  expect((screen.getByRole("textbox", { name: assistantCopy.brainDumpItem(1) }) as HTMLInputElement).value).toBe("Buy milk");
  expect(items[0]).toHaveTextContent("Tomorrow at 9:00 AM");

  fireEvent.change(screen.getByRole("textbox", { name: assistantCopy.brainDumpItem(2) }), { target: { value: "Call Sam about the lease" } });
  fireEvent.click(screen.getByRole("button", { name: assistantCopy.brainDumpRemove("Water the plants") }));
  fireEvent.click(screen.getByRole("button", { name: assistantCopy.brainDumpSave(2) }));

  await waitFor(() => expect(api.filter((c) => c.path === "/api/tasks/batch")).toHaveLength(1));
  expect(api.find((c) => c.path === "/api/tasks/batch")!.body).toEqual({
    workspaceId: "w1",
    tasks: [
      { title: "Buy milk", dueDate: "2026-11-03T17:00:00.000Z", urgency: 3 },
      { title: "Call Sam about the lease", dueDate: null, urgency: 5 },
    ],
  });
  await waitFor(() => expect(screen.queryByTestId("brain-dump")).toBeNull());
  expect((field() as HTMLInputElement).value).toBe("");
  expect(api.filter((c) => c.path === "/api/parse-task")).toEqual([]);
});

it("keeps the preview and says why when the server refuses the whole batch", async () => {
  installFakeApi(on("POST", "/api/tasks/batch", { status: 400, body: { error: { code: "bad_request", message: taskDetailsCopy.titleRequired } } }));
  renderAddTask();
  submit("one; two");
  fireEvent.change(await screen.findByRole("textbox", { name: assistantCopy.brainDumpItem(1) }), { target: { value: " " } });
  fireEvent.click(screen.getByRole("button", { name: assistantCopy.brainDumpSave(2) }));
  expect(await screen.findByRole("alert")).toHaveTextContent(taskDetailsCopy.titleRequired);
  expect(screen.getAllByTestId("brain-dump-item")).toHaveLength(2);
});

it("pasted lines open the preview (a one-line field would join them)", async () => {
  installFakeApi();
  renderAddTask();
  fireEvent.paste(field(), { clipboardData: { getData: () => "- Buy milk\n- Call Sam\n- Book flights" } });
  expect(await screen.findAllByTestId("brain-dump-item")).toHaveLength(3);
});

it("a single line goes to the parser exactly as before, with no preview", async () => {
  const api = installFakeApi(
    on("POST", "/api/parse-task", {
      status: 200,
      body: { data: { parser: "local", model: "Local parser", task: { title: "Buy salt and pepper", dueDate: null, urgency: null, followUp: null, stillNeeded: [], suggestions: [] } } },
    }),
  );
  renderAddTask();
  submit("Buy salt and pepper");
  await waitFor(() => expect(api.filter((c) => c.path === "/api/parse-task")).toHaveLength(1));
  expect(api[0].body).toEqual({ prompt: "Buy salt and pepper", timeZone: clock.timeZone });
  expect(screen.queryByTestId("brain-dump")).toBeNull();
});
