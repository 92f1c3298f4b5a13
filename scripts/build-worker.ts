/**
 * `npm run build:worker`, the last step of `npm run build` (after `next build`): compiles the service worker
 * (worker/sw.ts) with esbuild into public/sw.js (git-ignored), served as /sw.js. It writes into the worker
 * the build's id (NEXT_DIST_DIR/BUILD_ID; it names the worker's cache of this build's files, so a new build
 * is a new worker and the old cache goes) and the precache list: every file of the build's static folder
 * (the app shell: scripts, styles and fonts of every page, the board's lazily loaded parts included; ~50
 * files, 1.6 MB, about 550 kB compressed) and the icons. Pages are not precached: each is rendered per request
 * for its user, with its CSP nonce (worker/pages.ts keeps the last good board instead).
 */
import { mkdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { build } from "esbuild";
import { PWA_ICONS, SERVICE_WORKER_URL } from "../lib/constants/pwa";
import { DIST_DIR, staticFiles } from "../server/static-files";
import type { BuildInfo } from "../worker/build-info";

const PUBLIC_DIR = "public";
const OUT_FILE = join(PUBLIC_DIR, SERVICE_WORKER_URL);

async function main(): Promise<void> {
  const version = readFileSync(join(DIST_DIR, "BUILD_ID"), "utf8").trim();
  const info: BuildInfo = { version, precache: [...staticFiles(DIST_DIR).map((file) => file.url), ...PWA_ICONS.map((icon) => icon.src)] };
  mkdirSync(PUBLIC_DIR, { recursive: true });
  await build({
    entryPoints: ["worker/sw.ts"],
    tsconfig: "worker/tsconfig.json",
    bundle: true,
    format: "iife",
    target: "es2020",
    minify: true,
    outfile: OUT_FILE,
    define: { __DUELY_BUILD__: JSON.stringify(info) },
    logLevel: "warning",
  });
  console.log(`${OUT_FILE}: build ${version}, ${info.precache.length} files to precache`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
