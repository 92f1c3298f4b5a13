import "server-only";

/**
 * The oldest Appwrite Duely runs on. From 1.9.5 (utopia-php/database 6.0) the read that locks a row
 * inside a transaction goes to the database; before it, that read could be served from Appwrite's
 * row cache, so two compare-and-set writers of one row (two processors claiming one reminder) could
 * both commit. Earlier servers are refused at start-up and by `npm run appwrite:setup`.
 */
export const MIN_APPWRITE_VERSION = "1.9.5";

/** Why the server cannot be used (too old, or its version cannot be read). */
export class AppwriteVersionError extends Error {
  constructor(
    message: string,
    readonly found: string | null,
  ) {
    super(message);
    this.name = "AppwriteVersionError";
  }
}

/** -1, 0 or 1 as `a` is older than, as old as or newer than `b` ("1.9.5", "1.10.0-rc.1": a pre-release is older than its release). */
export function compareVersions(a: string, b: string): number {
  const parse = (v: string) => {
    const [core, pre] = v.trim().replace(/^v/, "").split("-", 2);
    return { parts: core.split(".").map((n) => Number.parseInt(n, 10) || 0), pre: pre ?? null };
  };
  const [x, y] = [parse(a), parse(b)];
  for (let i = 0; i < Math.max(x.parts.length, y.parts.length); i++) {
    const d = (x.parts[i] ?? 0) - (y.parts[i] ?? 0);
    if (d !== 0) return Math.sign(d);
  }
  if (x.pre === y.pre) return 0;
  if (x.pre === null) return 1;
  if (y.pre === null) return -1;
  return x.pre < y.pre ? -1 : 1;
}

/** What the server at `endpoint` (…/v1) says it is: GET /health/version, public on every Appwrite. */
export async function appwriteVersion({ endpoint, projectId }: { endpoint: string; projectId: string }): Promise<string> {
  let response: Response;
  try {
    response = await fetch(`${endpoint.replace(/\/+$/, "")}/health/version`, {
      headers: { "x-appwrite-project": projectId, accept: "application/json" },
      signal: AbortSignal.timeout(10_000),
    });
  } catch (error) {
    throw new AppwriteVersionError(`Appwrite at ${endpoint} did not answer (${error instanceof Error ? error.message : String(error)}); Duely needs Appwrite ${MIN_APPWRITE_VERSION} or newer there.`, null);
  }
  const body = (await response.json().catch(() => null)) as { version?: unknown } | null;
  if (!response.ok || typeof body?.version !== "string") {
    throw new AppwriteVersionError(`Appwrite at ${endpoint} did not tell its version (GET /health/version answered ${response.status}); Duely needs Appwrite ${MIN_APPWRITE_VERSION} or newer.`, null);
  }
  return body.version;
}

/** Refuses an Appwrite older than MIN_APPWRITE_VERSION with a message naming the found and required versions. */
export async function requireAppwriteVersion(connection: { endpoint: string; projectId: string }): Promise<string> {
  const found = await appwriteVersion(connection);
  if (compareVersions(found, MIN_APPWRITE_VERSION) < 0) {
    throw new AppwriteVersionError(
      `Appwrite at ${connection.endpoint} is version ${found}; Duely requires Appwrite ${MIN_APPWRITE_VERSION} or newer (before it, a row lock inside a transaction could read Appwrite's row cache, so one reminder could be sent twice). Upgrade Appwrite.`,
      found,
    );
  }
  return found;
}
