import "server-only";
import { AppwriteException, Client, type Payload } from "node-appwrite";
import { AppwriteRateLimited } from "./errors";

/** Where Duely's Appwrite project is: the public endpoint (…/v1), the project and the server's API key. */
export interface AppwriteConnection {
  endpoint: string;
  projectId: string;
  apiKey: string;
}

/**
 * The server's client: every call carries the API key. Appwrite does not rate-limit API-key requests
 * (app/controllers/shared/api.php skips its abuse check for keys), so this is the client for anything
 * many users do through one server address — which is every request, since they all reach Appwrite
 * from our server's IP.
 */
export function adminClient({ endpoint, projectId, apiKey }: AppwriteConnection): Client {
  return new Client().setEndpoint(endpoint).setProject(projectId).setKey(apiKey);
}

/**
 * A client acting as the user of one session (the session's secret), made per request. Appwrite limits
 * such calls per endpoint and IP or user; its 429 says when the window resets (X-RateLimit-Reset, a
 * Unix time in seconds), which node-appwrite drops: this client keeps it on the error
 * (AppwriteRateLimited.retryAfterS), so the product's Retry-After is Appwrite's own.
 */
export function sessionClient({ endpoint, projectId }: Omit<AppwriteConnection, "apiKey">, sessionSecret: string): Client {
  return new ResetAwareClient().setEndpoint(endpoint).setProject(projectId).setSession(sessionSecret);
}

/** Seconds until `reset` (X-RateLimit-Reset, Unix seconds); null when absent or unreadable. */
export function secondsUntilReset(reset: string | null, now = Date.now()): number | null {
  const at = reset === null || reset.trim() === "" ? NaN : Number(reset);
  return Number.isFinite(at) ? Math.max(1, Math.ceil(at - now / 1000)) : null;
}

/**
 * node-appwrite's Client with its `call` done here, for JSON requests and answers only (all a session
 * client sends): the same request (prepareRequest), the same parsing and exceptions, plus the reset
 * time of a 429.
 */
class ResetAwareClient extends Client {
  override async call(method: string, url: URL, headers: Record<string, string> = {}, params: Payload = {}): Promise<unknown> {
    const { uri, options } = this.prepareRequest(method, url, headers, params);
    const response = await fetch(uri, options as RequestInit);
    const json = response.headers.get("content-type")?.includes("application/json") ?? false;
    const text = await response.text();
    const data = (json ? JSON.parse(text || "null") : { message: text }) as { message?: string; type?: string } | null;
    if (response.status >= 400) {
      const message = data?.message ?? "";
      const type = data?.type ?? "";
      const body = json ? text : message;
      if (response.status === 429) throw new AppwriteRateLimited(message, type, body, secondsUntilReset(response.headers.get("x-ratelimit-reset")));
      throw new AppwriteException(message, response.status, type, body);
    }
    return data;
  }
}
