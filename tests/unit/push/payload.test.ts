import { isAppPath, readPushPayload, taskLink } from "@/lib/push/payload";

/** lib/push/payload.ts: what a push carries, as the service worker reads it (worker/push.ts). */

describe("readPushPayload", () => {
  const payload = { title: "Reminder: Rent", body: "before the 1st", url: "/todo?workspace=w&task=t", tag: "reminder-r" };

  it("reads the server's payload", () => {
    expect(readPushPayload(JSON.stringify(payload))).toEqual(payload);
    expect(readPushPayload(JSON.stringify({ ...payload, extra: 1 }))).toEqual(payload);
  });

  it.each([
    ["not JSON", "{"],
    ["null", "null"],
    ["a string", JSON.stringify("hi")],
    ["a missing field", JSON.stringify({ ...payload, tag: undefined })],
    ["a field of another type", JSON.stringify({ ...payload, body: 1 })],
    ["another site's URL", JSON.stringify({ ...payload, url: "https://evil.example/" })],
    ["a scheme-relative URL", JSON.stringify({ ...payload, url: "//evil.example/x" })],
    ["a backslash a browser reads as a slash", JSON.stringify({ ...payload, url: "/\\\\evil.example" })],
    ["a javascript: URL", JSON.stringify({ ...payload, url: "javascript:alert(1)" })],
  ])("refuses %s", (_, text) => {
    expect(readPushPayload(text)).toBeNull();
  });
});

describe("taskLink", () => {
  it("opens the board on the task, its ids escaped", () => {
    expect(taskLink({ workspaceId: "w 1", taskId: "t&2" })).toBe("/todo?workspace=w+1&task=t%262");
    expect(isAppPath(taskLink({ workspaceId: "w", taskId: "t" }))).toBe(true);
  });
});
