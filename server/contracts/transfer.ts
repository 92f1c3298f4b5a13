import { IMPORT_MAX_BYTES } from "@/lib/constants/transfer";
import { transferCopy } from "@/lib/copy/transfer";
import { exportCsvQuerySchema, importPlanAnswerSchema, importQuerySchema, importResultAnswerSchema } from "@/lib/schemas/transfer";
import { created, defineRoute, file, ok } from "./types";

/** Export and import (docs/product.md#export-and-import). */

const tag = "Export and import";

export const transferRoutes = {
  export: defineRoute({ method: "GET", path: "/api/export", summary: "Everything the caller owns as JSON (duely-export v1), streamed", tag, auth: "session-or-token", success: file("application/json") }),
  exportCsv: defineRoute({ method: "GET", path: "/api/export/csv", summary: "One workspace's tasks as CSV", tag, auth: "session-or-token", query: exportCsvQuerySchema, success: file("text/csv") }),
  import: defineRoute({
    method: "POST",
    path: "/api/import",
    summary: "Preview an import (200, the plan; writes nothing) or commit it (201, the counts); the file is the body, at most 5 MB",
    tag,
    auth: "session-or-token",
    query: importQuerySchema,
    upload: { mediaType: "text/plain", maxBytes: IMPORT_MAX_BYTES, tooLarge: transferCopy.fileTooLarge },
    success: ok(importPlanAnswerSchema),
    alsoSucceeds: [created(importResultAnswerSchema)],
  }),
};
