/**
 * Runs in the browser before the app's own code. Zod probes whether it may compile validators with
 * `new Function` the first time it parses an object; under the pages' Content-Security-Policy (no
 * 'unsafe-eval', see lib/security-headers.ts) that probe is blocked and reported as a violation even
 * though Zod catches it. Jitless mode skips the probe; the schemas are small, the speed the same.
 *
 * Zod keeps its settings in `globalThis.__zod_globalConfig` and adopts an object already there, so the
 * setting is made without importing Zod: every page would otherwise download all of it (~30 kB gzip)
 * before its first paint (tests/unit/zod-config.test.ts checks that Zod still reads this global).
 */
const holder = globalThis as typeof globalThis & { __zod_globalConfig?: Record<string, unknown> };
holder.__zod_globalConfig = { ...holder.__zod_globalConfig, jitless: true };
