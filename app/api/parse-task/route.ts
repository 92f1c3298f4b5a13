import { PARSE_TASK_RATE_LIMIT } from "@/lib/constants/parse";
import { parseTaskRequestSchema } from "@/lib/parse/schema";
import { parseTaskText } from "@/server/ai/parse-task-text";
import { readJson, withSession } from "@/server/http";
import { hit } from "@/server/rate-limit";

/**
 * `{ prompt, timeZone }` -> `{ data: { task, parser, model } }`: the LLM parser when configured, the
 * local parser otherwise or when the LLM fails. Signed-in, verified users only; rate-limited per user.
 */
export const POST = withSession(async (req, { user }) => {
  await hit(`parse-task:${user.id}`, PARSE_TASK_RATE_LIMIT);
  const { prompt, timeZone, now } = await readJson(req, parseTaskRequestSchema);
  const { data: task, parser, model } = await parseTaskText({ prompt, timeZone, now: now ? new Date(now) : undefined });
  return Response.json({ data: { task, parser, model } });
});
