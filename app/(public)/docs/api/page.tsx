import type { Metadata } from "next";
import { ApiReference } from "./ApiReference";
import { apiReferenceGroups } from "@/server/openapi/reference";
import { apiDocsCopy } from "@/lib/copy/api-docs";

export const metadata: Metadata = { title: apiDocsCopy.pageTitle };

/** /docs/api — the REST API reference, rendered on the server from the same entries as /api/openapi.json. */
export default function ApiDocsPage() {
  return <ApiReference groups={apiReferenceGroups()} />;
}
