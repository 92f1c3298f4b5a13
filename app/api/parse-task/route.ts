import { PARSE_TASK_RATE_LIMIT } from "@/lib/constants/parse";
import { parseTaskText } from "@/server/ai/parse-task-text";
import { taskRoutes } from "@/server/contracts/tasks";
import { handle } from "@/server/http";
import { hit } from "@/server/rate-limit";

/**
 * `{ prompt, timeZone }` -> `{ data: { task, parser, model } }`: the LLM parser when configured, the
 * local parser otherwise or when the LLM fails. Signed-in, verified users only; rate-limited per user.
 */
export const POST = handle(taskRoutes.parse, async ({ user, body: { prompt, timeZone, now } }) => {
  await hit(`parse-task:${user.id}`, PARSE_TASK_RATE_LIMIT);
  const { data: task, parser, model } = await parseTaskText({ prompt, timeZone, now: now ? new Date(now) : undefined });
  return { task, parser, model };
});
