import { transferRoutes } from "@/server/contracts/transfer";
import { handle, respond } from "@/server/http";
import { previewImport, runImport } from "@/server/services/transfer/import";

/**
 * POST /api/import?source=todoist|duely&workspaceId=&timeZone=&mode=preview|commit with the file as the
 * body (at most 5 MB). `preview` answers the plan (tasks to create, rows skipped and why) and writes
 * nothing; `commit` writes that plan, all or nothing, and answers the counts (201).
 */
export const POST = handle(transferRoutes.import, async ({ user, query, body: text }) => {
  if (query.mode === "preview") return previewImport({ user, query, text });
  const [committed] = transferRoutes.import.alsoSucceeds;
  return respond(committed, await runImport({ user, query, text }));
});
