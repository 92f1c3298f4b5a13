import { rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { GET } from "@/app/api/health/route";
import { resetConfigForTests } from "@/server/config";
import { closeStoreForTests } from "@/server/store";
import { useTempDatabase } from "@/tests/support/db";
import { apiRequest, params, readJson } from "@/tests/support/requests";
import pkg from "@/package.json";

async function callHealth(): Promise<{ status: number; body: unknown }> {
  return readJson(await GET(apiRequest("GET", "/api/health"), params({})));
}

describe("GET /api/health", () => {
  useTempDatabase();

  it("answers 200 ok with the backend, the version and a reachable database", async () => {
    expect(await callHealth()).toEqual({
      status: 200,
      body: { data: { status: "ok", backend: "sqlite", version: pkg.version, database: "ok" } },
    });
  });

  describe("when the database cannot be opened", () => {
    let errors: jest.SpyInstance;
    // The database's folder would have to be made inside a regular file, so opening fails for real.
    const notAFolder = path.join(tmpdir(), `duely-not-a-folder-${process.pid}`);
    beforeAll(async () => {
      await closeStoreForTests();
      await writeFile(notAFolder, "");
      process.env.DATABASE_URL = `file:${notAFolder}/data/duely.db`;
      resetConfigForTests();
      errors = jest.spyOn(console, "error").mockImplementation(() => undefined);
    });
    afterAll(async () => {
      errors.mockRestore();
      await rm(notAFolder, { force: true });
    });

    it("answers 503 degraded with the database unreachable, and names no secret", async () => {
      const { status, body } = await callHealth();
      expect(status).toBe(503);
      expect(body).toEqual({ data: { status: "degraded", backend: "sqlite", version: pkg.version, database: "unreachable" } });
      expect(JSON.stringify(body)).not.toContain(notAFolder);
      expect(errors).toHaveBeenCalled();
    });
  });
});
