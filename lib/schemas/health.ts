import { z } from "zod";

/** Answer of GET /api/health (200 with status "ok", 503 with the same shape and status "degraded"). */
export const healthAnswerSchema = z.object({
  status: z.enum(["ok", "degraded"]),
  backend: z.string(),
  version: z.string(),
  database: z.enum(["ok", "unreachable"]),
});
