/**
 * Preloaded into the server by bench:live (`node --expose-gc --import ./scripts/bench/memory-probe.mjs`):
 * on SIGUSR2 it collects garbage and writes process.memoryUsage() as JSON to MEMORY_PROBE_FILE, so the
 * bench reads what the server keeps alive rather than garbage not yet collected.
 */
import { writeFileSync } from "node:fs";

process.on("SIGUSR2", () => {
  if (typeof globalThis.gc === "function") {
    globalThis.gc();
    globalThis.gc();
  }
  writeFileSync(process.env.MEMORY_PROBE_FILE, JSON.stringify(process.memoryUsage()));
});
