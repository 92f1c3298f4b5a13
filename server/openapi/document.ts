import { z } from "zod";
import { APP_NAME } from "@/lib/constants/common";
import { SESSION_COOKIE } from "@/lib/cookies";
import { API_ROUTES, type ApiRoute, type RouteAuth } from "./routes";

/**
 * The OpenAPI 3.1 document of the JSON API, generated from API_ROUTES and the zod schemas the
 * handlers validate with (zod's own JSON Schema output, draft 2020-12 as OpenAPI 3.1 uses). Request
 * schemas are written as the API accepts them (input side); every success is `{ data }` and every
 * failure `{ error: { code, message } }`.
 */

type JsonSchema = Record<string, unknown>;

export function jsonSchemaOf(schema: z.ZodType): JsonSchema {
  const { $schema: _ignored, ...rest } = z.toJSONSchema(schema, { io: "input", unrepresentable: "any" }) as JsonSchema;
  void _ignored;
  return rest;
}

const errorSchema: JsonSchema = {
  type: "object",
  required: ["error"],
  properties: { error: { type: "object", required: ["code", "message"], properties: { code: { type: "string" }, message: { type: "string" } } } },
};

const SECURITY: Record<RouteAuth, Record<string, string[]>[]> = {
  "session-or-token": [{ bearerToken: [] }, { sessionCookie: [] }],
  session: [{ sessionCookie: [] }],
  token: [{ bearerToken: [] }],
  cron: [{ cronSecret: [] }],
  none: [],
  "url-secret": [],
};

function operation(route: ApiRoute): JsonSchema {
  const parameters: JsonSchema[] = [...route.path.matchAll(/\{(\w+)\}/g)].map(([, name]) => ({ name, in: "path", required: true, schema: { type: "string" } }));
  if (route.query) {
    const schema = jsonSchemaOf(route.query) as { properties?: Record<string, JsonSchema>; required?: string[] };
    for (const [name, property] of Object.entries(schema.properties ?? {})) {
      parameters.push({ name, in: "query", required: schema.required?.includes(name) ?? false, schema: property });
    }
  }
  const success = route.success ?? { status: 200 };
  const successResponse =
    success.data === null
      ? { description: "Success", ...(success.mediaType && { content: { [success.mediaType]: {} } }) }
      : {
          description: "Success",
          content: {
            "application/json": {
              schema: { type: "object", required: ["data"], properties: { data: success.data ? jsonSchemaOf(success.data) : {} } },
            },
          },
        };
  const op: JsonSchema = {
    summary: route.summary,
    tags: [route.tag],
    operationId: `${route.method}${route.path.replace(/[{}]/g, "").replace(/[^A-Za-z0-9]+(.)?/g, (_m, c: string | undefined) => (c ? c.toUpperCase() : ""))}`,
    security: SECURITY[route.auth],
    parameters,
    responses: {
      [String(success.status)]: successResponse,
      default: { description: "Failure", content: { "application/json": { schema: errorSchema } } },
    },
  };
  if (route.body) op.requestBody = { required: true, content: { "application/json": { schema: jsonSchemaOf(route.body) } } };
  if (route.bodyMediaType) op.requestBody = { required: true, content: { [route.bodyMediaType]: { schema: { type: "string" } } } };
  return op;
}

export function openApiDocument(serverUrl: string): JsonSchema {
  const paths: Record<string, Record<string, JsonSchema>> = {};
  for (const route of API_ROUTES) (paths[route.path] ??= {})[route.method] = operation(route);
  return {
    openapi: "3.1.0",
    info: {
      title: `${APP_NAME} API`,
      version: "1.0.0",
      description:
        "Every success is { data }, every failure { error: { code, message } }. Authenticate with the session cookie, or with a personal API token: Authorization: Bearer duely_… (read tokens may only read; account routes take a session only).",
    },
    servers: [{ url: serverUrl }],
    components: {
      securitySchemes: {
        bearerToken: { type: "http", scheme: "bearer", description: "A personal API token (Settings → API tokens)." },
        sessionCookie: { type: "apiKey", in: "cookie", name: SESSION_COOKIE },
        cronSecret: { type: "http", scheme: "bearer", description: "CRON_SECRET" },
      },
    },
    paths,
  };
}
