import { transferRoutes } from "@/server/contracts/transfer";
import { handle } from "@/server/http";
import { streamedText } from "@/server/upload";
import { attachmentDisposition } from "@/server/content-disposition";
import { exportWorkspaceCsv, workspaceFileName } from "@/server/services/transfer/export";

/** GET /api/export/csv?workspaceId= — one workspace's tasks as the caller sees them, as CSV, streamed. */
export const GET = handle(transferRoutes.exportCsv, async ({ user, query: { workspaceId } }) => {
  const name = await workspaceFileName({ user, workspaceId });
  return streamedText(exportWorkspaceCsv({ user, workspaceId }), {
    "Content-Type": "text/csv; charset=utf-8",
    "Content-Disposition": attachmentDisposition(name),
    "Cache-Control": "no-store",
  });
});
