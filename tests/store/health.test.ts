import { rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { NextRequest } from "next/server";
import { GET } from "@/app/api/health/route";
import { resetConfigForTests } from "@/server/config";
import { closeStoreForTests } from "@/server/store";
import { useTempDatabase } from "@/tests/support/db";
import pkg from "@/package.json";

const ctx = { params: Promise.resolve({}) };

async function callHealth(): Promise<{ status: number; body: unknown }> {
  const response = await GET(new NextRequest("http://localhost:3000/api/health"), ctx);
  return { status: response.status, body: await response.json() };
}

describe("GET /api/health", () => {
  useTempDatabase();

  it("answers 200 ok with the backend, the version and a reachable database", async () => {
    expect(await callHealth()).toEqual({
      status: 200,
      body: { status: "ok", backend: "sqlite", version: pkg.version, database: "ok" },
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
      expect(body).toEqual({ status: "degraded", backend: "sqlite", version: pkg.version, database: "unreachable" });
      expect(JSON.stringify(body)).not.toContain(notAFolder);
      expect(errors).toHaveBeenCalled();
    });
  });
});
