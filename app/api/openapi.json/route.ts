import { route } from "@/server/http";
import { config } from "@/server/config";
import { openApiDocument } from "@/server/openapi/document";

/** GET /api/openapi.json — the OpenAPI 3.1 document of this API (the document itself, not wrapped in { data }). */
export const GET = route(async () => Response.json(openApiDocument(config().APP_URL), { headers: { "Cache-Control": "public, max-age=300" } }));
