import { z } from "zod";
import { APP_NAME } from "@/lib/constants/common";
import { SESSION_COOKIE } from "@/lib/cookies";
import { IDEMPOTENCY_HEADER, IDEMPOTENCY_TTL_MS, IDEMPOTENT_REPLAY_HEADER } from "@/lib/constants/idempotency";
import { idempotencyKeySchema } from "@/lib/schemas/idempotency";
import { API_CONTRACTS } from "@/server/contracts";
import { scopeOf, type RouteAuth, type RouteContract, type RouteSuccess } from "@/server/contracts/types";

/**
 * The OpenAPI 3.1 document of the JSON API, generated from the route contracts (server/contracts) that
 * the handlers are built from, with zod's own JSON Schema output (draft 2020-12, as OpenAPI 3.1 uses).
 * Request schemas are written as the API accepts them (input side); every success is `{ data }` and
 * every failure `{ error: { code, message } }`, with more in `error` where the contract's `failures` say.
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

/** Who may call, as security requirements; a token route that writes names the token scope it needs. */
function security(contract: RouteContract): Record<string, string[]>[] {
  const token = { bearerToken: scopeOf(contract) === "write" ? ["read_write"] : [] };
  const byAuth: Record<RouteAuth, Record<string, string[]>[]> = {
    "session-or-token": [token, { sessionCookie: [] }],
    session: [{ sessionCookie: [] }],
    token: [token],
    cron: [{ cronSecret: [] }],
    none: [],
    "url-secret": [],
  };
  return byAuth[contract.auth];
}

/** The Idempotency-Key header, declared once (components.parameters) and referenced by every write of a signed-in caller. */
const idempotencyKey: JsonSchema = {
  name: IDEMPOTENCY_HEADER,
  in: "header",
  required: false,
  description: `Makes the request safe to repeat: a repeat with the same key within ${IDEMPOTENCY_TTL_MS / 3_600_000} hours (per user) gets the first answer (status and body, with ${IDEMPOTENT_REPLAY_HEADER}: true) and is not done again; the key with a different method, path or body is 409, and so is a repeat while the first is still running (after waiting up to a few seconds for its answer). Answers 5xx and 429 are not kept. A key that is not 1 to 200 visible ASCII characters is 400.`,
  schema: jsonSchemaOf(idempotencyKeySchema),
};
const IDEMPOTENCY_PARAMETER = "IdempotencyKey";
const SIGNED_IN: readonly RouteAuth[] = ["session", "session-or-token", "token"];

function response({ data, mediaType }: RouteSuccess): JsonSchema {
  if (data === null) return { description: "Success", ...(mediaType && { content: { [mediaType]: {} } }) };
  const schema = { type: "object", required: ["data"], properties: { data: data ? jsonSchemaOf(data) : {} } };
  return { description: "Success", content: { "application/json": { schema } } };
}

function operation(contract: RouteContract): JsonSchema {
  const parameters: JsonSchema[] = [...contract.path.matchAll(/\{(\w+)\}/g)].map(([, name]) => {
    const rule = contract.params?.[name];
    return { name, in: "path", required: true, schema: rule ? jsonSchemaOf(rule.schema) : { type: "string" } };
  });
  if (contract.query) {
    const schema = jsonSchemaOf(contract.query) as { properties?: Record<string, JsonSchema>; required?: string[] };
    for (const [name, property] of Object.entries(schema.properties ?? {})) {
      parameters.push({ name, in: "query", required: schema.required?.includes(name) ?? false, schema: property });
    }
  }
  if (contract.method !== "GET" && SIGNED_IN.includes(contract.auth)) parameters.push({ $ref: `#/components/parameters/${IDEMPOTENCY_PARAMETER}` });
  const responses: JsonSchema = {};
  for (const success of [contract.success, ...(contract.alsoSucceeds ?? [])]) responses[String(success.status)] = response(success);
  for (const { status, description, error } of contract.failures ?? []) {
    responses[String(status)] = { description, content: { "application/json": { schema: { type: "object", required: ["error"], properties: { error: jsonSchemaOf(error) } } } } };
  }
  responses.default = { description: "Failure", content: { "application/json": { schema: errorSchema } } };
  const op: JsonSchema = {
    summary: contract.summary,
    tags: [contract.tag],
    operationId: `${contract.method.toLowerCase()}${contract.path.replace(/[{}]/g, "").replace(/[^A-Za-z0-9]+(.)?/g, (_m, c: string | undefined) => (c ? c.toUpperCase() : ""))}`,
    security: security(contract),
    parameters,
    responses,
  };
  if (contract.body) op.requestBody = { required: true, content: { "application/json": { schema: jsonSchemaOf(contract.body) } } };
  if (contract.upload) op.requestBody = { required: true, content: { [contract.upload.mediaType]: { schema: { type: "string", maxLength: contract.upload.maxBytes } } } };
  return op;
}

export function openApiDocument(serverUrl: string): JsonSchema {
  const paths: Record<string, Record<string, JsonSchema>> = {};
  for (const contract of API_CONTRACTS) (paths[contract.path] ??= {})[contract.method.toLowerCase()] = operation(contract);
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
      parameters: { [IDEMPOTENCY_PARAMETER]: idempotencyKey },
      securitySchemes: {
        bearerToken: { type: "http", scheme: "bearer", description: "A personal API token (Settings → API tokens); routes that change data need a read_write token." },
        sessionCookie: { type: "apiKey", in: "cookie", name: SESSION_COOKIE },
        cronSecret: { type: "http", scheme: "bearer", description: "CRON_SECRET" },
      },
    },
    paths,
  };
}
