import { z } from "zod";

/**
 * Runs in the browser before the app's own code. Zod probes whether it may compile validators with
 * `new Function` the first time it parses an object; under the pages' Content-Security-Policy (no
 * 'unsafe-eval', see lib/security-headers.ts) that probe is blocked and reported as a violation even
 * though Zod catches it. Jitless mode skips the probe; the schemas are small, the speed the same.
 */
z.config({ jitless: true });
