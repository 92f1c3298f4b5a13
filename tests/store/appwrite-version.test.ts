import { compareVersions, MIN_APPWRITE_VERSION } from "@/server/appwrite/version";
import { checkAppwriteServer } from "@/server/startup";
import { startAppwriteProtocolFake } from "@/tests/support/appwrite-fake";
import { setEnv } from "@/tests/support/env";

/** The start-up check of the Appwrite version, against the protocol fake (not a real Appwrite) answering as each version. */

describe("compareVersions", () => {
  it.each([
    ["1.9.4", "1.9.5", -1],
    ["1.9.5", "1.9.5", 0],
    ["1.9.6", "1.9.5", 1],
    ["1.10.0", "1.9.5", 1],
    ["1.9.5-rc.2", "1.9.5", -1],
    ["2.0.0", "1.9.5", 1],
    ["1.8.1", "1.9.5", -1],
  ])("%s against %s is %i", (a, b, expected) => {
    expect(compareVersions(a, b)).toBe(expected);
  });
});

describe("start-up on DUELY_BACKEND=appwrite", () => {
  async function startupWith(version: string): Promise<string | null> {
    const fake = await startAppwriteProtocolFake({ version });
    const restore = setEnv({
      DUELY_BACKEND: "appwrite",
      APPWRITE_ENDPOINT: fake.endpoint,
      APPWRITE_PROJECT_ID: fake.projectId,
      APPWRITE_API_KEY: fake.apiKey,
      APPWRITE_DATABASE_ID: "duely",
    });
    try {
      return await checkAppwriteServer();
    } finally {
      restore();
      await fake.close();
    }
  }

  it.each(["1.9.4", "1.8.1", "1.9.5-rc.2"])("refuses Appwrite %s, naming the found and the required version", async (version) => {
    const refused = await startupWith(version);
    expect(refused).toContain(`is version ${version}; Duely requires Appwrite ${MIN_APPWRITE_VERSION} or newer`);
  });

  it.each(["1.9.5", "1.9.6"])("starts on Appwrite %s", async (version) => {
    expect(await startupWith(version)).toBeNull();
  });

  it("refuses an endpoint that does not answer, saying which version it needs", async () => {
    const restore = setEnv({ DUELY_BACKEND: "appwrite", APPWRITE_ENDPOINT: "http://127.0.0.1:9/v1", APPWRITE_PROJECT_ID: "p", APPWRITE_API_KEY: "k", APPWRITE_DATABASE_ID: "d" });
    try {
      expect(await checkAppwriteServer()).toMatch(/^Appwrite at http:\/\/127\.0\.0\.1:9\/v1 did not answer .*Appwrite 1\.9\.5 or newer/);
    } finally {
      restore();
    }
  });

  it("checks nothing on the sqlite backend", async () => {
    const restore = setEnv({ DUELY_BACKEND: "sqlite" });
    try {
      expect(await checkAppwriteServer()).toBeNull();
    } finally {
      restore();
    }
  });
});
