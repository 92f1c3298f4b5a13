import { otherRoutes } from "@/server/contracts/other";
import { handle, respond } from "@/server/http";
import { config } from "@/server/config";
import { getStore } from "@/server/store";
import pkg from "@/package.json";

export const dynamic = "force-dynamic";

/** A database that has not answered by then counts as unreachable. */
const PING_TIMEOUT_MS = 3000;

/**
 * Liveness for load balancers and uptime checks: `{ data: { status, backend, version, database } }`, 200 when
 * the database answers, 503 (same body, status "degraded") otherwise. No secrets.
 */
export const GET = handle(otherRoutes.health, async () => {
  const database = (await databaseAnswers()) ? "ok" : "unreachable";
  const data = { status: database === "ok" ? "ok" : "degraded", backend: config().backend, version: pkg.version, database } as const;
  return database === "ok" ? data : respond({ ...otherRoutes.health.success, status: 503 }, data);
});

async function databaseAnswers(): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<boolean>((resolve) => {
    timer = setTimeout(() => resolve(false), PING_TIMEOUT_MS);
  });
  try {
    return await Promise.race([getStore().then((store) => store.ping()), timeout]);
  } catch (error) {
    console.error("[health] database unreachable:", error instanceof Error ? error.message : error);
    return false;
  } finally {
    clearTimeout(timer);
  }
}
