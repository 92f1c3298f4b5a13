/**
 * `npm run bundle:budget`: the JavaScript a browser downloads on the first load of each page of a production
 * build (NEXT_DIST_DIR, default .next-e2e), gzip-compressed, printed per route; exits 1 when a page with a
 * budget is over it. First-load JS = the runtime's main files + the entry chunks of the page and its
 * layouts, as the build's manifests list them; chunks loaded later with import() are not counted.
 */
import { readdirSync, readFileSync, statSync } from "node:fs";
import { join, relative } from "node:path";
import { gzipSync } from "node:zlib";

const DIST_DIR = process.env.NEXT_DIST_DIR || ".next-e2e";

/**
 * Gzipped kB of first-load JS each page may have. The board loads drag and drop, the cards' controls and
 * dialogs after hydration (its first view is static), and sonner comes with the first toast.
 */
export const BUNDLE_BUDGETS_KB: Record<string, number> = {
  "/todo": 200,
  "/": 150,
};

const gzipSizes = new Map<string, number>();
function gzipSize(file: string): number {
  let size = gzipSizes.get(file);
  if (size === undefined) {
    size = gzipSync(readFileSync(join(DIST_DIR, file))).length;
    gzipSizes.set(file, size);
  }
  return size;
}

/** Every page's client-reference manifest under server/app, keyed by its route ("/todo", "/"). */
function pageManifests(dir: string, found: string[] = []): string[] {
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) pageManifests(path, found);
    else if (name === "page_client-reference-manifest.js") found.push(path);
  }
  return found;
}

function routeOf(manifestPath: string): string {
  const segments = relative(join(DIST_DIR, "server", "app"), manifestPath)
    .split("/")
    .slice(0, -1)
    .filter((s) => !(s.startsWith("(") && s.endsWith(")")));
  return `/${segments.join("/")}`;
}

/**
 * The entry chunks of the page and of every layout above it. A page with client components of its own
 * lists its layouts' chunks too, but one without lists none, so the union is taken.
 */
function entryFiles(manifestPath: string): string[] {
  const source = readFileSync(manifestPath, "utf8");
  const json = source.slice(source.indexOf("] = ") + 4).replace(/;\s*$/, "");
  const manifest = JSON.parse(json) as { entryJSFiles: Record<string, string[]> };
  return Object.values(manifest.entryJSFiles).flat();
}

function main(): void {
  const build = JSON.parse(readFileSync(join(DIST_DIR, "build-manifest.json"), "utf8")) as { rootMainFiles: string[] };
  const rows = pageManifests(join(DIST_DIR, "server", "app"))
    .map((path) => {
      const files = new Set([...build.rootMainFiles, ...entryFiles(path)]);
      const bytes = [...files].reduce((sum, file) => sum + gzipSize(file), 0);
      return { route: routeOf(path), kb: bytes / 1024, files: files.size };
    })
    .filter((row) => !row.route.startsWith("/_"))
    .sort((a, b) => a.route.localeCompare(b.route));

  let over = 0;
  console.log(`First-load JavaScript per page (gzip), build in ${DIST_DIR}:`);
  for (const row of rows) {
    const budget = BUNDLE_BUDGETS_KB[row.route];
    const verdict = budget === undefined ? "" : row.kb <= budget ? `  (budget ${budget} kB: ok)` : `  (budget ${budget} kB: OVER)`;
    if (budget !== undefined && row.kb > budget) over++;
    console.log(`  ${row.route.padEnd(40)} ${row.kb.toFixed(1).padStart(7)} kB in ${row.files} files${verdict}`);
  }
  for (const route of Object.keys(BUNDLE_BUDGETS_KB)) {
    if (!rows.some((row) => row.route === route)) {
      console.log(`  ${route}: not found in the build`);
      over++;
    }
  }
  if (over > 0) {
    console.error(`${over} page(s) over their first-load JavaScript budget.`);
    process.exit(1);
  }
}

main();
