import fc from "fast-check";
import { resetRateLimitsForTests } from "@/server/rate-limit";
import { getStore } from "@/server/store";
import { collectAll } from "@/server/store/pages";
import { useTempDatabase } from "@/tests/support/db";
import { useApiEnvironment } from "@/tests/support/api-environment";
import { duelyExport, exportedTask } from "@/tests/support/duely-export";
import { createUser, type TestUser } from "@/tests/support/users";
import { workspaceOf } from "@/tests/api/tasks/support";
import { upload, workspacesOf } from "@/tests/api/integrations/transfer-support";
import { isInstantInRange } from "@/lib/schemas/instant";
import { workspaceNameSchema } from "@/lib/schemas/workspace";
import type { ImportPlan, ImportResult } from "@/lib/schemas/transfer";
import { nastyString, snapshotter } from "./support";

/**
 * Fuzzing POST /api/import (the generic route fuzzer sends it no file worth the name): generated
 * Todoist CSVs and Duely exports, nearly valid and not, previewed and committed by the owner, a member
 * of a shared workspace and a stranger. Every answer is below 500 and a success is `{ data }`; a refusal
 * is `{ error: { code, message } }` and changes nothing; a preview changes nothing; a commit writes
 * exactly the tasks its preview listed, with due dates in the years 0001-9999 and workspace names the
 * API accepts.
 *
 * Seeded and bounded like routes.test.ts: FUZZ_SEED, FUZZ_RUNS (default 150), FUZZ_TIME_MS (default 30 s).
 */

const db = useTempDatabase();
useApiEnvironment({ smtp: false });

const SEED = Number(process.env.FUZZ_SEED ?? Math.floor(Math.random() * 2 ** 31));
const RUNS = Number(process.env.FUZZ_RUNS ?? 150);
const TIME_MS = Number(process.env.FUZZ_TIME_MS ?? 30_000);

const DATES = ["tomorrow", "every monday at 9am", "31 december 9999 at 11pm", "in 8000 years", "when pigs fly", "every ".repeat(60), "9".repeat(250), ""];
const INSTANTS = ["2026-12-01T08:00:00.000Z", "9999-12-31T23:59:59+14:00", "9999-12-31T23:59:59-14:00", "+010000-01-01T13:59:59.000Z", "0001-01-01T00:00:00Z", "0000-12-31T00:00:00Z", "not a date"];
const NAMES = ["Work", "", "   ", "Team\u202Eexe", "Line\r\nBreak", "x".repeat(25), "👩‍👩‍👧‍👦".repeat(3), "Imported"];

/** A cell as Papa.unparse would quote it. */
const cell = (value: string) => (/[",\r\n]/.test(value) ? `"${value.replace(/"/g, '""')}"` : value);

const todoistRow = fc
  .record({
    type: fc.oneof(fc.constantFrom("task", "task", "note", "note", "section", "label", ""), nastyString()),
    content: fc.oneof(fc.constantFrom("Buy milk", "=1+1", "Plan / trip"), nastyString()),
    date: fc.oneof(fc.constantFrom(...DATES), nastyString()),
    zone: fc.constantFrom("", "Europe/Berlin", "Pacific/Honolulu", "Not/A_Zone", "UTC".repeat(30)),
    priority: fc.constantFrom("1", "2", "3", "4", "", "9"),
  })
  .map((r) => [r.type, r.content, r.date, r.zone, r.priority].map(cell).join(","));

const todoistFile = fc
  .tuple(fc.constantFrom("TYPE,CONTENT,DATE,TIMEZONE,PRIORITY", "type,content,date,timezone,priority", "\uFEFFTYPE,CONTENT,DATE,TIMEZONE,PRIORITY", "A,B"), fc.array(todoistRow, { maxLength: 12 }))
  .map(([header, rows]) => [header, ...rows].join("\n"));

const exportedComment = fc.record({ id: fc.constantFrom("c1", "c2"), text: fc.oneof(fc.constant("Looks good"), nastyString()), user: fc.oneof(fc.constant("Alice"), nastyString()), userId: fc.constant("u"), time: fc.constantFrom(...INSTANTS.slice(0, 2)) });

const duelyFile = fc
  .record({
    account: fc.constantFrom("owner", "other"),
    workspaces: fc.array(
      fc.record({
        name: fc.oneof(fc.constantFrom(...NAMES), nastyString()),
        isDefault: fc.boolean(),
        tasks: fc.array(
          fc.record({ title: fc.oneof(fc.constant("Task"), nastyString()), dueDate: fc.option(fc.constantFrom(...INSTANTS)), urgency: fc.constantFrom(-3, 1, 4.5, 99), comments: fc.array(exportedComment, { maxLength: 3 }) }),
          { maxLength: 4 },
        ),
      }),
      { maxLength: 3 },
    ),
    extra: fc.constantFrom("", ',"future":{"x":1}', ',"version":2'),
  })
  .map(({ account, workspaces, extra }) => ({ account, text: duelyText(account, workspaces, extra) }));

function duelyText(account: string, workspaces: { name: string; isDefault: boolean; tasks: { title: string; dueDate: string | null; urgency: number; comments: object[] }[] }[], extra: string): string {
  const file = duelyExport(
    workspaces.map((w) => ({ ...w, tasks: w.tasks.map((t, i) => exportedTask(`t${i}`, { ...t, comments: t.comments as never })) })),
    { name: "Owner", email: account === "owner" ? fixtures.owner.account.email : "someone@example.com" },
  );
  return `${file.slice(0, -1)}${extra}}`;
}

interface Fixtures {
  owner: TestUser;
  member: TestUser;
  stranger: TestUser;
  shared: string;
}
let fixtures: Fixtures;

beforeAll(async () => {
  const [owner, member, stranger] = [await createUser({ name: "Olga" }), await createUser({ name: "Milo" }), await createUser({ name: "Sten" })];
  fixtures = { owner, member, stranger, shared: (await workspaceOf(owner, [member])).id };
  // Each user's default workspace exists before the first snapshot (a first listing makes it).
  for (const user of [owner, member, stranger]) await workspacesOf(user);
});

const requestArbitrary = fc.record({
  caller: fc.constantFrom<"owner" | "member" | "stranger">("owner", "owner", "member", "stranger"),
  target: fc.constantFrom<"none" | "shared" | "nasty">("none", "shared", "shared", "nasty"),
  nastyTarget: nastyString(),
  timeZone: fc.constantFrom(undefined, "Europe/Berlin", "Pacific/Kiritimati", "Not/A_Zone"),
  file: fc.oneof(
    { weight: 3, arbitrary: todoistFile.map((text) => ({ source: "todoist", text })) },
    { weight: 3, arbitrary: duelyFile.map(({ text }) => ({ source: "duely", text })) },
    { weight: 1, arbitrary: fc.tuple(fc.constantFrom("todoist", "duely", "csv", ""), nastyString()).map(([source, text]) => ({ source, text })) },
  ),
});

/** Every task of every workspace the three users can reach: what a commit may change. */
async function allTasks() {
  const store = await getStore();
  const workspaces = new Map<string, { id: string; name: string }>();
  for (const user of [fixtures.owner, fixtures.member, fixtures.stranger]) {
    for (const w of await collectAll((page) => store.listWorkspacesByOwner(user.account.id, page))) workspaces.set(w.id, w);
  }
  const tasks = (await Promise.all([...workspaces.keys()].map((id) => store.listAllTasks({ workspaceId: id })))).flatMap((list) => list.items);
  return { workspaces: [...workspaces.values()], tasks };
}

describe("import fuzzing (generated Todoist and Duely files)", () => {
  it("never answers 5xx; refusals and previews change nothing; a commit writes what its preview listed, all valid", async () => {
    console.info(`Import fuzz: seed ${SEED}, up to ${RUNS} files or ${TIME_MS} ms (FUZZ_SEED=${SEED} reproduces this run)`);
    const logged = jest.spyOn(console, "error").mockImplementation(() => {});
    const database = snapshotter(db.url);
    let sent = 0;
    let committed = 0;
    try {
      await fc.assert(
        fc.asyncProperty(requestArbitrary, async (r) => {
          resetRateLimitsForTests();
          const caller = fixtures[r.caller];
          const query: Record<string, string> = { source: r.file.source };
          if (r.target === "shared") query.workspaceId = fixtures.shared;
          if (r.target === "nasty") query.workspaceId = r.nastyTarget;
          if (r.timeZone) query.timeZone = r.timeZone;
          const before = await database.snapshot();
          const tasksBefore = (await allTasks()).tasks.length;
          const preview = await upload(caller, query, r.file.text);
          const previewText = await preview.text();
          sent += 1;
          const described = `${JSON.stringify(query)} as ${r.caller}: ${JSON.stringify(r.file.text.slice(0, 300))}`;
          if (preview.status >= 500) throw new Error(`preview ${preview.status} for ${described}: ${previewText.slice(0, 300)}`);
          if ((await database.snapshot()) !== before) throw new Error(`preview ${preview.status} changed the database for ${described}`);
          const commit = await upload(caller, { ...query, mode: "commit" }, r.file.text);
          const commitText = await commit.text();
          if (commit.status >= 500) throw new Error(`commit ${commit.status} for ${described}: ${commitText.slice(0, 300)}`);
          if (commit.status >= 400) {
            const error = (JSON.parse(commitText) as { error?: { code?: unknown; message?: unknown } }).error;
            if (typeof error?.code !== "string" || typeof error.message !== "string" || !error.message) throw new Error(`refusal not in the error shape for ${described}`);
            if ((await database.snapshot()) !== before) throw new Error(`refusal ${commit.status} changed the database for ${described}`);
            return;
          }
          // The same file previewed and committed: the preview's tasks are the ones written.
          expect(preview.status).toBe(200);
          const plan = (JSON.parse(previewText) as { data: ImportPlan }).data;
          const result = (JSON.parse(commitText) as { data: ImportResult }).data;
          expect(result.tasks).toBe(plan.tasks.length);
          committed += 1;
          const after = await allTasks();
          expect(after.tasks.length - tasksBefore).toBe(result.tasks);
          for (const task of after.tasks) if (task.dueDate !== null) expect([task.dueDate, isInstantInRange(new Date(task.dueDate))]).toEqual([task.dueDate, true]);
          for (const w of after.workspaces) expect(workspaceNameSchema.safeParse(w.name).success).toBe(true);
          // Room for the next file's new workspaces: each user keeps the default and the shared one only.
          const store = await getStore();
          for (const w of after.workspaces) if (w.id !== fixtures.shared && !(await store.getWorkspace(w.id))?.isDefault) await store.deleteWorkspace(w.id);
        }),
        { seed: SEED, numRuns: RUNS, interruptAfterTimeLimit: TIME_MS, markInterruptAsFailure: false, endOnFailure: true },
      );
    } finally {
      database.close();
      logged.mockRestore();
      console.info(`Import fuzz: ${sent} files, ${committed} committed`);
    }
    expect(sent).toBeGreaterThan(20);
    expect(committed).toBeGreaterThan(0);
  }, 90_000);
});
