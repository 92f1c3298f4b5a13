import { LIVE_RECONNECT_MAX_MS, LIVE_RECONNECT_STEPS } from "@/lib/constants/live";

/** The wait before reconnect attempt `attempt` (1-based): 1 s for the first 5, 5 s to 15, 10 s to 100, then 60 s. */
export function reconnectDelay(attempt: number): number {
  return LIVE_RECONNECT_STEPS.find((step) => attempt <= step.untilAttempt)?.delayMs ?? LIVE_RECONNECT_MAX_MS;
}
