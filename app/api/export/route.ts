import { transferRoutes } from "@/server/contracts/transfer";
import { handle } from "@/server/http";
import { streamedText } from "@/server/upload";
import { attachmentDisposition } from "@/server/content-disposition";
import { exportAccountJson } from "@/server/services/transfer/export";

/** GET /api/export — everything the caller owns as one JSON file (versioned format, docs/product.md#export-and-import), streamed. */
export const GET = handle(transferRoutes.export, async ({ user }) => {
  const now = new Date();
  return streamedText(exportAccountJson({ user, now }), {
    "Content-Type": "application/json; charset=utf-8",
    "Content-Disposition": attachmentDisposition(`duely-export-${now.toISOString().slice(0, 10)}.json`),
    "Cache-Control": "no-store",
  });
});
