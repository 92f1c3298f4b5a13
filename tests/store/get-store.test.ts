import { resetConfigForTests } from "@/server/config";
import { closeStoreForTests, getAccountStore, getStore } from "@/server/store";
import type { SqliteStore } from "@/server/store/sqlite";
import { useTempDatabase } from "@/tests/support/db";

describe("getStore", () => {
  const db = useTempDatabase();

  it("opens one store for concurrent first callers and keeps it", async () => {
    await closeStoreForTests();
    const [a, b] = await Promise.all([getStore(), getStore()]);
    expect(a).toBe(b);
    expect(await getStore()).toBe(a);
    // The local accounts are on the same connection, but not part of the product's store.
    expect(await getAccountStore()).toBe((a as SqliteStore).accounts);
    expect(a).not.toHaveProperty("createUser");
    expect(a.backend).toBe("sqlite");
  });

  it("opens a fresh store after closeStoreForTests, on the same database", async () => {
    const before = await db.store();
    const workspace = await before.createWorkspace({
      id: "ws-kept",
      name: "Kept",
      icon: "📋",
      color: "indigo",
      userId: "u-1",
      ownerEmail: "u@example.com",
      isDefault: true,
      members: [],
      now: "2030-01-01T00:00:00.000Z",
    });
    await closeStoreForTests();
    const after = await getStore();
    expect(after).not.toBe(before);
    expect(await after.getWorkspace("ws-kept")).toEqual(workspace);
  });

  describe("with DUELY_BACKEND=appwrite (configuration values made up: no Appwrite is contacted)", () => {
    const saved = { ...process.env };
    beforeAll(async () => {
      await closeStoreForTests();
      Object.assign(process.env, {
        DUELY_BACKEND: "appwrite",
        APPWRITE_ENDPOINT: "http://127.0.0.1:9/v1",
        APPWRITE_PROJECT_ID: "p",
        APPWRITE_API_KEY: "k",
        APPWRITE_DATABASE_ID: "d",
      });
      resetConfigForTests();
    });
    afterAll(async () => {
      process.env = saved;
      resetConfigForTests();
      await closeStoreForTests();
    });

    it("opens the Appwrite store and keeps accounts out of it", async () => {
      const store = await getStore();
      expect(store.backend).toBe("appwrite");
      expect(await getStore()).toBe(store);
      await expect(getAccountStore()).rejects.toThrow("Accounts are not kept in the store when DUELY_BACKEND=appwrite");
    });
  });
});
