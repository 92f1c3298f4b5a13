import { openAppwriteStore, type AppwriteStoreOptions } from "@/server/store/appwrite";
import { setUpAppwrite } from "@/server/store/appwrite/setup";
import { startAppwriteProtocolFake, type AppwriteProtocolFake } from "@/tests/support/appwrite-fake";
import { storeContract } from "./contract";

/**
 * The whole store contract against the protocol fake (not a real Appwrite) answering as a MongoDB-backed
 * Appwrite does: a column whose value is null is left out of the row's JSON instead of being null.
 */
jest.setTimeout(60_000);

let fake: AppwriteProtocolFake;
let options: AppwriteStoreOptions;

beforeAll(async () => {
  fake = await startAppwriteProtocolFake({ omitNullColumns: true });
  options = { endpoint: fake.endpoint, projectId: fake.projectId, apiKey: fake.apiKey, databaseId: "duely" };
  await setUpAppwrite(options, { pollMs: 1 });
});
afterAll(() => fake.close());

it("leaves null columns out of row JSON (the fake's MongoDB mode)", async () => {
  const store = openAppwriteStore(options);
  const ws = await store.createWorkspace({ id: "w-mongo", name: "Home", icon: "🏠", color: "indigo", userId: "u", ownerEmail: "o@example.com", isDefault: false, members: [], now: "2030-01-15T09:00:00.000Z" });
  const task = await store.createTask({ id: "t-mongo", title: "No due date", dueDate: null, urgency: 3, createdAt: "2030-01-15T09:00:00.000Z", workspaceId: ws.id, userId: "u" });
  const raw = fake.rawRow("duely", "tasks", task.id);
  expect(raw).not.toHaveProperty("dueDate");
  expect(raw).not.toHaveProperty("completedAt");
  expect(await store.getTask(task.id)).toMatchObject({ dueDate: null, completedAt: null });
});

storeContract("appwrite adapter against the Appwrite protocol fake, answering as a MongoDB-backed server", async () => openAppwriteStore(options));
