import "server-only";
import { createHash, timingSafeEqual } from "node:crypto";
import { config } from "@/server/config";
import { AppError } from "@/server/errors";
import { remindersCopy } from "@/lib/copy/reminders";

const digest = (value: string) => createHash("sha256").update(value).digest();

/**
 * The check of GET /api/cron/reminders: `Authorization: Bearer $CRON_SECRET` (what Vercel Cron sends).
 * Without CRON_SECRET the endpoint is switched off (503, saying how to switch it on); a missing or wrong
 * secret is 401. The comparison takes the same time whatever the guess.
 */
export function assertCronAuthorized(req: Request): void {
  const secret = config().CRON_SECRET;
  if (!secret) throw new AppError("unavailable", remindersCopy.cronDisabled, 503);
  const header = req.headers.get("authorization") ?? "";
  const given = header.startsWith("Bearer ") ? header.slice("Bearer ".length) : "";
  if (!given || !timingSafeEqual(digest(given), digest(secret))) {
    throw new AppError("unauthorized", remindersCopy.cronUnauthorized, 401, { "WWW-Authenticate": "Bearer" });
  }
}
