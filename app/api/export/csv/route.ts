import { readQuery, withSession } from "@/server/http";
import { streamedText } from "@/server/upload";
import { exportWorkspaceCsv, workspaceFileName } from "@/server/services/transfer/export";
import { exportCsvQuerySchema } from "@/lib/schemas/transfer";

/** GET /api/export/csv?workspaceId= — one workspace's tasks as the caller sees them, as CSV, streamed. */
export const GET = withSession(async (req, { user }) => {
  const { workspaceId } = readQuery(req, exportCsvQuerySchema);
  const name = await workspaceFileName({ user, workspaceId });
  return streamedText(exportWorkspaceCsv({ user, workspaceId }), {
    "Content-Type": "text/csv; charset=utf-8",
    "Content-Disposition": `attachment; filename="duely-${name}.csv"`,
    "Cache-Control": "no-store",
  });
});
