import "server-only";
import { generateRequestDetails } from "web-push";
import { PUSH_TIMEOUT_MS, PUSH_TTL_S } from "@/lib/constants/push";
import type { PushPayload } from "@/lib/push/payload";
import { config } from "@/server/config";
import type { PushSubscriptionRecord } from "@/server/store/types";
import { isAllowedPushEndpoint } from "./allow-list";
import { vapidKeys } from "./vapid";

/**
 * What became of one push:
 * - sent: the push service took it (2xx);
 * - gone: the subscription will never work again — the push service answered 404 or 410 (RFC 8030: it
 *   has expired or was unsubscribed), its keys cannot encrypt, or its endpoint is no longer allowed —
 *   and the caller removes it;
 * - failed: anything else (another status, no answer within PUSH_TIMEOUT_MS, a redirect): try again later.
 */
export type PushOutcome = { status: "sent" } | { status: "gone" | "failed"; reason: string };

export type PushTarget = Pick<PushSubscriptionRecord, "endpoint" | "p256dh" | "auth">;

/**
 * Sends `payload` as one Web Push message (RFC 8030) to a device: encrypted for it with aes128gcm (RFC 8291)
 * and signed with the VAPID key pair (RFC 8292), by web-push; the request itself goes out with fetch, so it
 * follows no redirect and gives up after PUSH_TIMEOUT_MS. `topic` lets the push service replace an earlier,
 * still undelivered message of the same topic (a retried reminder). Never throws.
 */
export async function sendPush(target: PushTarget, payload: PushPayload, { topic }: { topic?: string } = {}): Promise<PushOutcome> {
  const { PUSH_SERVICE_ORIGINS, VAPID_SUBJECT } = config();
  const where = originOf(target.endpoint);
  if (!isAllowedPushEndpoint(target.endpoint, PUSH_SERVICE_ORIGINS)) return { status: "gone", reason: `${where} is not an allowed push service` };
  let request: ReturnType<typeof generateRequestDetails>;
  try {
    const { publicKey, privateKey } = await vapidKeys();
    request = generateRequestDetails({ endpoint: target.endpoint, keys: { p256dh: target.p256dh, auth: target.auth } }, JSON.stringify(payload), {
      vapidDetails: { subject: VAPID_SUBJECT, publicKey, privateKey },
      TTL: PUSH_TTL_S,
      urgency: "high",
      contentEncoding: "aes128gcm",
      ...(topic ? { topic } : {}),
    });
  } catch (error) {
    return { status: "gone", reason: `the subscription's keys cannot be used: ${messageOf(error)}` };
  }
  try {
    const response = await fetch(request.endpoint, {
      method: request.method,
      headers: Object.fromEntries(Object.entries(request.headers).filter(([name]) => name.toLowerCase() !== "content-length").map(([name, value]) => [name, String(value)])),
      body: request.body ? new Uint8Array(request.body) : undefined,
      redirect: "manual",
      signal: AbortSignal.timeout(PUSH_TIMEOUT_MS),
    });
    await response.body?.cancel();
    if (response.ok) return { status: "sent" };
    const reason = `the push service at ${where} answered ${response.status}`;
    return { status: response.status === 404 || response.status === 410 ? "gone" : "failed", reason };
  } catch (error) {
    return { status: "failed", reason: `the push service at ${where} did not answer: ${messageOf(error)}` };
  }
}

/** The endpoint's origin, for messages and logs: the rest of the URL is the device's secret. */
function originOf(endpoint: string): string {
  return URL.canParse(endpoint) ? new URL(endpoint).origin : "an invalid endpoint";
}

function messageOf(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}
