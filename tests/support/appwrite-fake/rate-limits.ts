import { FakeError, type FakeAnswer, type Middleware, type RecordedRequest } from "./server";

/**
 * Rate limits, as read from appwrite/appwrite app/controllers/shared/api.php and the abuse-limit and
 * abuse-key labels of the routes Duely calls: every request that is not made with the API key counts
 * in an hour-long window aligned on the hour; DELETE /account/sessions/{id} allows 100 per endpoint and
 * IP (every user of one server together), POST /account/verifications/email 10 per user, POST
 * /account/sessions/token 10 per IP and userId (a 201 resets it). Answers carry X-RateLimit-Limit,
 * -Remaining and -Reset (Unix seconds of the window's end); over the limit: 429
 * general_rate_limit_exceeded.
 */

export const RATE_LIMITED: FakeAnswer = {
  status: 429,
  type: "general_rate_limit_exceeded",
  message: "Rate limit for the current endpoint has been exceeded. Please try again after some time.",
};

/** Abuse windows are an hour long and aligned on the hour. */
const ABUSE_WINDOW_S = 3600;

interface AbuseLimit {
  method: string;
  pattern: RegExp;
  limit: number;
  /** The abuse key the request counts under. */
  key: (req: RecordedRequest) => string;
  /** An answer with this status resets the counter. */
  resetOn?: number;
}

/**
 * The abuse limits as a middleware of the fake's server. `hasKey` tells an API-key request (not
 * counted), `userOfSession` the user of a session secret (the key of the per-user limit).
 */
export function abuseLimits(hasKey: (req: RecordedRequest) => boolean, userOfSession: (secret: string) => string | undefined): Middleware {
  /** Abuse counters: key -> hits in the window that started at `start` (Unix seconds). */
  const abuse = new Map<string, { start: number; hits: number }>();
  const limits: AbuseLimit[] = [
    // url:{url},ip:{ip} — every user of one server shares its IP.
    { method: "DELETE", pattern: /^\/account\/sessions\/[^/]+$/, limit: 100, key: () => "DELETE /account/sessions/:sessionId ip:127.0.0.1" },
    // url:{url},userId:{userId}
    { method: "POST", pattern: /^\/account\/verifications\/email$/, limit: 10, key: (req) => `POST /account/verifications/email user:${userOfSession(req.headers["x-appwrite-session"] ?? "") ?? ""}` },
    // ip:{ip},userId:{param-userId}, reset by a 201
    { method: "POST", pattern: /^\/account\/sessions\/token$/, limit: 10, key: (req) => `POST /account/sessions/token ip:127.0.0.1 userId:${String(req.body.userId)}`, resetOn: 201 },
  ];

  /** Counts a request in its window (API-key requests are not checked) and answers the X-RateLimit headers, or 429. */
  function countHit(req: RecordedRequest, limited: AbuseLimit): Record<string, string> {
    const now = Math.floor(Date.now() / 1000);
    const start = now - (now % ABUSE_WINDOW_S);
    const key = limited.key(req);
    const counter = abuse.get(key);
    const hits = counter && counter.start === start ? counter.hits : 0;
    const headers = { "x-ratelimit-limit": String(limited.limit), "x-ratelimit-remaining": String(Math.max(0, limited.limit - hits)), "x-ratelimit-reset": String(start + ABUSE_WINDOW_S) };
    if (hasKey(req)) return headers;
    if (hits >= limited.limit) throw new FakeError(RATE_LIMITED.status, RATE_LIMITED.type, RATE_LIMITED.message, headers);
    abuse.set(key, { start, hits: hits + 1 });
    return headers;
  }

  return (req, next) => {
    const limited = limits.find((l) => l.method === req.method && l.pattern.test(req.path));
    if (!limited) return next();
    const rateHeaders = countHit(req, limited);
    const answer = next();
    if (limited.resetOn === answer[0]) abuse.delete(limited.key(req));
    return [answer[0], answer[1], { ...answer[2], ...rateHeaders }];
  };
}
