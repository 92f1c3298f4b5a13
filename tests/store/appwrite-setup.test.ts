import { execFile } from "node:child_process";
import path from "node:path";
import { promisify } from "node:util";
import { Client, TablesDB, Teams } from "node-appwrite";
import { TABLES } from "@/server/store/appwrite/schema";
import { setUpAppwrite } from "@/server/store/appwrite/setup";
import { startAppwriteProtocolFake, type AppwriteProtocolFake } from "@/tests/support/appwrite-fake";

/** `npm run appwrite:setup` and the module behind it, against the protocol fake (not a real Appwrite). */

jest.setTimeout(60_000);

let fake: AppwriteProtocolFake;
beforeAll(async () => {
  fake = await startAppwriteProtocolFake();
});
afterAll(() => fake.close());

const optionsFor = (databaseId: string) => ({ endpoint: fake.endpoint, projectId: fake.projectId, apiKey: fake.apiKey, databaseId });
const api = () => new TablesDB(new Client().setEndpoint(fake.endpoint).setProject(fake.projectId).setKey(fake.apiKey));

describe("setUpAppwrite", () => {
  it("creates the database, the tables without table-wide client permissions, every column and index, and says so", async () => {
    const changes = await setUpAppwrite(optionsFor("fresh"), { pollMs: 1 });
    const columnCount = TABLES.reduce((n, t) => n + t.columns.length, 0);
    const indexCount = TABLES.reduce((n, t) => n + t.indexes.length, 0);
    expect(changes[0]).toBe("database fresh: created");
    expect(changes.filter((c) => /^table \w+: created$/.test(c))).toEqual(TABLES.map((t) => `table ${t.id}: created`));
    expect(TABLES.slice(0, 3).map((t) => t.id)).toEqual(["workspaces", "tasks", "reminders"]);
    expect(changes.filter((c) => c.startsWith("column "))).toHaveLength(columnCount);
    expect(changes.filter((c) => c.startsWith("index "))).toHaveLength(indexCount);
    expect(changes).toHaveLength(1 + TABLES.length + columnCount + indexCount);
    expect(changes).toContain("column tasks.comments: created (varchar(10000)[])");
    expect(changes).toContain("column reminders.dueDate: created (datetime, required)");
    expect(changes).toContain("index reminders.reminders_due: created on (status, dueDate)");

    const tasks = await api().getTable({ databaseId: "fresh", tableId: "tasks" });
    // Rows of the tables the browser hears of through Realtime name their readers (row security).
    expect(tasks).toMatchObject({ $permissions: [], rowSecurity: true });
    expect(await api().getTable({ databaseId: "fresh", tableId: "rate_limits" })).toMatchObject({ $permissions: [], rowSecurity: false });
    expect(tasks.columns.find((c) => c.key === "urgency")).toMatchObject({ type: "double", required: false, default: 3 });
    expect(tasks.indexes.map((i) => [i.key, i.type, i.columns, i.orders])).toEqual([
      ["tasks_workspace", "key", ["workspaceId", "createdAt"], ["asc", "asc"]],
      ["tasks_workspace_user", "key", ["workspaceId", "userId", "createdAt"], ["asc", "asc", "asc"]],
      ["tasks_workspace_assignee", "key", ["workspaceId", "assignee"], ["asc", "asc"]],
    ]);
  });

  it("changes nothing on a second run", async () => {
    await setUpAppwrite(optionsFor("twice"), { pollMs: 1 });
    const from = fake.requests.length;
    expect(await setUpAppwrite(optionsFor("twice"), { pollMs: 1 })).toEqual([]);
    expect(fake.requests.slice(from).filter((r) => r.method !== "GET" && !r.path.endsWith("/rows"))).toEqual([]);
  });

  it("brings an older layout of the original hosted app up to date without dropping or retyping anything", async () => {
    const tables = api();
    await tables.create({ databaseId: "legacy", name: "Old app" });
    await tables.createTable({ databaseId: "legacy", tableId: "tasks", name: "tasks", permissions: ['read("users")'], rowSecurity: true });
    await tables.createStringColumn({ databaseId: "legacy", tableId: "tasks", key: "title", size: 255, required: true });
    await tables.createIntegerColumn({ databaseId: "legacy", tableId: "tasks", key: "urgency", required: false });
    await tables.createStringColumn({ databaseId: "legacy", tableId: "tasks", key: "comments", size: 10_000, required: false, array: true });

    const changes = await setUpAppwrite(optionsFor("legacy"), { pollMs: 1 });
    expect(changes).toEqual(
      expect.arrayContaining([
        "table tasks: table-wide client permissions removed, row security on (rows name their Realtime readers)",
        "column tasks.title: widened from 255 to 1000 characters",
        "column tasks.urgency: kept as integer (schema.ts says float); rows still read",
        "column tasks.workspaceId: created (varchar(36), required)",
      ]),
    );
    expect(changes.some((c) => c.startsWith("column tasks.comments"))).toBe(false);
    expect(changes).not.toContain("database legacy: created");
    const tasks = await tables.getTable({ databaseId: "legacy", tableId: "tasks" });
    expect(tasks.columns.find((c) => c.key === "title")).toMatchObject({ type: "string", size: 1000, required: true });
    expect(tasks).toMatchObject({ $permissions: [], rowSecurity: true });
  });

  it("gives rows written before Realtime their readers (the workspace's team; a reminder's owner) and each workspace its team, once", async () => {
    await setUpAppwrite(optionsFor("readers"), { pollMs: 1 });
    const owner = fake.seedUser({ email: "owner@example.com" });
    const member = fake.seedUser({ email: "member@example.com" });
    const at = "2030-01-01T00:00:00.000+00:00";
    fake.insertRawRow("readers", "workspaces", "w1", { name: "Shared", userId: owner, members: ["member@example.com", "invited@example.com"], ownerEmail: "owner@example.com", isDefault: false, createdAt: at, updatedAt: at, version: 0 });
    fake.insertRawRow("readers", "tasks", "t1", { title: "Old task", workspaceId: "w1", userId: member, completed: false, comments: [], createdAt: at, updatedAt: at, version: 0 });
    fake.insertRawRow("readers", "reminders", "r1", { text: "Call", dueDate: at, taskId: "t1", taskTitle: "Old task", workspaceId: "w1", userId: member, userEmail: "member@example.com", userName: "M", timeZone: "UTC", status: "pending", createdAt: at, attempts: 0, version: 0 });

    const changes = await setUpAppwrite(optionsFor("readers"), { pollMs: 1 });
    expect(changes).toContain("realtime: read permissions set on 3 older rows");
    expect(fake.rawRow("readers", "workspaces", "w1")?.$permissions).toEqual(['read("team:w1")']);
    expect(fake.rawRow("readers", "tasks", "t1")?.$permissions).toEqual(['read("team:w1")']);
    expect(fake.rawRow("readers", "reminders", "r1")?.$permissions).toEqual([`read("user:${member}")`]);
    const teams = new Teams(new Client().setEndpoint(fake.endpoint).setProject(fake.projectId).setKey(fake.apiKey));
    const { memberships } = await teams.listMemberships({ teamId: "w1" });
    // The invited address has no account yet: it joins when its owner first subscribes.
    expect(memberships.map((m) => m.userId).sort()).toEqual([owner, member].sort());

    expect(await setUpAppwrite(optionsFor("readers"), { pollMs: 1 })).toEqual([]);
  });
});

describe("npm run appwrite:setup", () => {
  const run = (databaseId: string, { args = [], env = {}, server = fake }: { args?: string[]; env?: Record<string, string>; server?: AppwriteProtocolFake } = {}) =>
    promisify(execFile)(process.execPath, ["--import", "tsx", path.join(process.cwd(), "scripts/appwrite-setup.ts"), ...args], {
      cwd: process.cwd(),
      env: {
        NODE_ENV: "test",
        PATH: process.env.PATH,
        APPWRITE_ENDPOINT: server.endpoint,
        APPWRITE_PROJECT_ID: server.projectId,
        APPWRITE_API_KEY: server.apiKey,
        APPWRITE_DATABASE_ID: databaseId,
        ...env,
      },
    });

  it("prints what it created, then that nothing is left to change", async () => {
    const first = await run("scripted");
    expect(first.stdout).toContain(`Appwrite ${fake.endpoint}, project ${fake.projectId}, database scripted`);
    expect(first.stdout).toContain("  database scripted: created");
    expect(first.stdout).toContain("  index tasks.tasks_workspace: created on (workspaceId, createdAt)");
    expect(first.stdout).toMatch(/\n\d+ change\(s\) made\.\n$/);
    expect(first.stdout).not.toContain(fake.apiKey);

    const second = await run("scripted");
    expect(second.stdout).toMatch(/Nothing to change: the database is up to date\.\n$/);
  });

  it("refuses Appwrite 1.9.4, naming the found and the required version, and changes nothing", async () => {
    const old = await startAppwriteProtocolFake({ version: "1.9.4" });
    try {
      const failed = await run("too-old", { server: old }).catch((error: { code: number; stderr: string }) => error);
      expect(failed).toMatchObject({ code: 1 });
      expect((failed as { stderr: string }).stderr).toContain("is version 1.9.4; Duely requires Appwrite 1.9.5 or newer");
      expect(old.requests.map((r) => `${r.method} ${r.path}`)).toEqual(["GET /health/version"]);
    } finally {
      await old.close();
    }
  });

  it("with --reminders-function prints how to deploy the scheduled Appwrite Function, without the cron secret", async () => {
    const secret = "a-cron-secret-that-must-not-be-printed";
    const { stdout } = await run("scripted", { args: ["--reminders-function"], env: { APP_URL: "https://duely.example.com", CRON_SECRET: secret } });
    expect(stdout).toContain("Reminders every minute from an Appwrite Function");
    expect(stdout).toContain("scripts/appwrite-function");
    expect(stdout).toContain("Schedule: * * * * *");
    expect(stdout).toContain("DUELY_APP_URL = https://duely.example.com");
    expect(stdout).not.toContain(secret);
  });

  it("fails with a message naming what is missing", async () => {
    const failed = await promisify(execFile)(process.execPath, ["--import", "tsx", "scripts/appwrite-setup.ts"], {
      cwd: process.cwd(),
      env: { NODE_ENV: "test", PATH: process.env.PATH, APPWRITE_ENDPOINT: fake.endpoint },
    }).catch((error: { code: number; stderr: string }) => error);
    expect(failed).toMatchObject({ code: 1 });
    expect((failed as { stderr: string }).stderr).toContain("APPWRITE_PROJECT_ID: required when DUELY_BACKEND=appwrite");
  });
});
