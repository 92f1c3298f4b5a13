import { fireEvent, render, screen, waitFor } from "@testing-library/react";
import { ImportSection } from "@/components/settings/ImportSection";
import type { ImportPlan } from "@/lib/schemas/transfer";
import type { WorkspaceView } from "@/lib/schemas/workspace";

/**
 * Settings → Import with a FAKE fetch standing in for /api/import: the preview lists what will be
 * created and what is skipped and why, and nothing is committed until "Import" is pressed.
 */

const workspace = { id: "w1", name: "Home", icon: "🏠", color: "indigo", isDefault: true, role: "owner" } as unknown as WorkspaceView;
const plan: ImportPlan = {
  source: "todoist",
  newWorkspaces: [],
  tasks: [
    { source: "row 1", title: "Pay rent", dueDate: "2026-12-01T08:00:00.000Z", urgency: 5, completed: false, comments: ["Account number is in the lease"], workspace: "w1", notes: ['repeats ("every month on the 1st"): due at its next occurrence'] },
    { source: "row 4", title: "Read a book", dueDate: null, urgency: 2, completed: false, comments: [], workspace: "w1", notes: [] },
  ],
  skipped: [{ source: "row 11", reason: "no task name" }],
};

let calls: string[];
beforeEach(() => {
  calls = [];
  globalThis.fetch = jest.fn(async (input: RequestInfo | URL) => {
    const url = String(input);
    calls.push(url);
    const data = url.includes("mode=commit") ? { workspaces: 0, tasks: 2, comments: 1, skipped: 1 } : plan;
    return { ok: true, status: url.includes("mode=commit") ? 201 : 200, json: async () => ({ data }) } as Response;
  }) as typeof fetch;
});

it("previews a Todoist CSV (created, skipped and why) and imports only when asked (fake fetch)", async () => {
  render(<ImportSection workspaces={[workspace]} timeZone="Europe/Berlin" />);
  const content = "TYPE,CONTENT\ntask,Pay rent\n";
  const file = new File([content], "todoist.csv", { type: "text/csv" });
  // jsdom's File has no text(); browsers do.
  Object.defineProperty(file, "text", { value: async () => content });
  fireEvent.change(screen.getByLabelText("File"), { target: { files: [file] } });
  await waitFor(() => expect(screen.getByRole("button", { name: "Preview" })).toBeEnabled());
  fireEvent.click(screen.getByRole("button", { name: "Preview" }));

  expect(await screen.findByText("Will create 2 tasks and 1 comment.")).toBeInTheDocument();
  expect(screen.getByText("Pay rent")).toBeInTheDocument();
  expect(screen.getByText('repeats ("every month on the 1st"): due at its next occurrence')).toBeInTheDocument();
  expect(screen.getByText("Skipped 1 row:")).toBeInTheDocument();
  // The due date as every due text of the app writes it, in the zone given and the browser's clock (en-US's 12-hour one here).
  expect(screen.getByText(/· Dec 1(, 2026)? at 9:00 AM · 5/)).toBeInTheDocument();
  expect(screen.getByText("row 11: no task name")).toBeInTheDocument();
  expect(calls).toEqual(["/api/import?source=todoist&workspaceId=w1&timeZone=Europe%2FBerlin&mode=preview"]);

  fireEvent.click(screen.getByRole("button", { name: "Import" }));
  await waitFor(() => expect(calls).toHaveLength(2));
  expect(calls[1]).toContain("mode=commit");
  await waitFor(() => expect(screen.queryByText("Pay rent")).not.toBeInTheDocument());
});
