import { config } from "@/server/config";
import { otherRoutes } from "@/server/contracts/other";
import { handle } from "@/server/http";
import { openApiDocument } from "@/server/openapi/document";

/** GET /api/openapi.json — the OpenAPI 3.1 document of this API (the document itself, not wrapped in { data }). */
export const GET = handle(otherRoutes.openapi, async () => Response.json(openApiDocument(config().APP_URL), { headers: otherRoutes.openapi.success.headers }));
