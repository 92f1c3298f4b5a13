/**
 * How tests and benchmarks start the app the way production does (`npm start`): the custom server (server.ts),
 * compiled to SERVER_ENTRY by `npm run build:server` (playwright.config.ts and the benchmarks run that first), on
 * the Next build in NEXT_DIST_DIR.
 */
export const SERVER_ENTRY = "dist/server.js";

/** The command and arguments that start the app on `port`; `nodeArgs` go to node before the entry (--expose-gc…). */
export function appServerCommand(port: number, nodeArgs: string[] = []): [string, string[]] {
  return [process.execPath, [...nodeArgs, SERVER_ENTRY, "-p", String(port)]];
}
