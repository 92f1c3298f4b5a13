/**
 * What `npm run build:worker` (scripts/build-worker.ts) writes into the compiled worker: the Next build's
 * id, which names this build's static cache, and the files to precache (every file of the build's static
 * folder, and the icons).
 */
export interface BuildInfo {
  version: string;
  precache: string[];
}

declare const __DUELY_BUILD__: BuildInfo;

export const build: BuildInfo = __DUELY_BUILD__;
