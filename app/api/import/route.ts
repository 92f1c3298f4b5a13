import { readQuery, withSession } from "@/server/http";
import { readUploadText } from "@/server/upload";
import { previewImport, runImport } from "@/server/services/transfer/import";
import { IMPORT_MAX_BYTES } from "@/lib/constants/transfer";
import { transferCopy } from "@/lib/copy/transfer";
import { importQuerySchema } from "@/lib/schemas/transfer";

/**
 * POST /api/import?source=todoist|duely&workspaceId=&timeZone=&mode=preview|commit with the file as the
 * body (at most 5 MB). `preview` answers the plan (tasks to create, rows skipped and why) and writes
 * nothing; `commit` writes that plan, all or nothing, and answers the counts (201).
 */
export const POST = withSession(async (req, { user }) => {
  const query = readQuery(req, importQuerySchema);
  const text = await readUploadText(req, { maxBytes: IMPORT_MAX_BYTES, message: transferCopy.fileTooLarge });
  if (query.mode === "preview") return Response.json({ data: await previewImport({ user, query, text }) });
  return Response.json({ data: await runImport({ user, query, text }) }, { status: 201 });
});
