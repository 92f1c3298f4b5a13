/** instrumentation-client.ts sets Zod's jitless mode through this global instead of importing Zod. */
describe("Zod's global settings", () => {
  it("are adopted from globalThis.__zod_globalConfig when it is set before Zod loads", () => {
    const holder = globalThis as { __zod_globalConfig?: Record<string, unknown> };
    const before = holder.__zod_globalConfig;
    try {
      holder.__zod_globalConfig = { jitless: true };
      jest.isolateModules(() => {
        // eslint-disable-next-line @typescript-eslint/no-require-imports
        const { z } = require("zod") as typeof import("zod");
        expect(z.config().jitless).toBe(true);
        expect(z.config()).toBe(holder.__zod_globalConfig);
      });
    } finally {
      holder.__zod_globalConfig = before;
    }
  });
});
