import fs from "node:fs";
import path from "node:path";
import { API_CONTRACTS } from "@/server/contracts";
import type { RouteContract } from "@/server/contracts/types";
import { openApiDocument } from "@/server/openapi/document";
import * as openApiRoute from "@/app/api/openapi.json/route";
import { apiRequest, params, readJson } from "@/tests/support/requests";

/**
 * The route contracts against the route modules on disk: every method an app/api/**\/route.ts exports
 * is a handler built from a contract of the registry (server/contracts), whose method is the export's
 * name and whose path is the file's folder; every contract of the registry is exported by exactly one
 * route. The handler and the OpenAPI document read the same contract object, so the schemas a handler
 * validates with are the documented ones by construction.
 */

const API_DIR = path.join(process.cwd(), "app/api");
const METHODS = ["GET", "HEAD", "OPTIONS", "POST", "PUT", "PATCH", "DELETE"];

function routeFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return routeFiles(full);
    return entry.name === "route.ts" ? [full] : [];
  });
}

/** app/api/tasks/[taskId]/route.ts -> /api/tasks/{taskId} */
const pathOfFile = (file: string) =>
  "/" + path.relative(path.join(process.cwd(), "app"), path.dirname(file)).split(path.sep).map((part) => part.replace(/^\[(\w+)\]$/, "{$1}")).join("/");

interface Export {
  file: string;
  path: string;
  method: string;
  contract: RouteContract | undefined;
}

const exported: Export[] = routeFiles(API_DIR).flatMap((file) => {
  // eslint-disable-next-line @typescript-eslint/no-require-imports -- the route modules are found at run time
  const mod = require(file) as Record<string, unknown>;
  return METHODS.filter((method) => method in mod).map((method) => ({
    file: path.relative(process.cwd(), file),
    path: pathOfFile(file),
    method,
    contract: (mod[method] as { contract?: RouteContract }).contract,
  }));
});

const named = (c: RouteContract) => `${c.method} ${c.path}`;

describe("route contracts", () => {
  it("finds the route modules", () => {
    expect(new Set(exported.map((e) => e.file)).size).toBeGreaterThan(30);
  });

  it.each(exported.map((e) => [`${e.method} ${e.path}`, e] as const))("%s is handled with its contract from the registry", (_name, e) => {
    expect(e.contract).toBeDefined();
    expect(API_CONTRACTS).toContain(e.contract);
    expect({ method: e.contract!.method, path: e.contract!.path }).toEqual({ method: e.method, path: e.path });
  });

  it("exports every contract of the registry from exactly one route, once", () => {
    const uses = API_CONTRACTS.map((contract) => [named(contract), exported.filter((e) => e.contract === contract).length] as const);
    expect(uses.filter(([, count]) => count !== 1)).toEqual([]);
    expect(new Set(API_CONTRACTS.map(named)).size).toBe(API_CONTRACTS.length);
  });

  it.each(API_CONTRACTS.map((c) => [named(c), c] as const))("%s checks only parameters its path has, and reads a body one way", (_name, contract) => {
    const inPath = [...contract.path.matchAll(/\{(\w+)\}/g)].map(([, name]) => name);
    expect(Object.keys(contract.params ?? {}).filter((name) => !inPath.includes(name))).toEqual([]);
    expect(contract.body !== undefined && contract.upload !== undefined).toBe(false);
    if (contract.method === "GET") expect({ body: contract.body, upload: contract.upload }).toEqual({ body: undefined, upload: undefined });
  });
});

describe("OpenAPI document", () => {
  type Operation = { security: Record<string, string[]>[]; responses: Record<string, unknown>; requestBody?: { content: Record<string, { schema: Record<string, unknown> }> }; parameters: { name: string; in: string; schema: Record<string, unknown> }[] };
  let paths: Record<string, Record<string, Operation>>;

  it("is served at /api/openapi.json as OpenAPI 3.1 with every route file's path", async () => {
    const { status, body } = await readJson<ReturnType<typeof openApiDocument> & { paths: typeof paths }>(
      await openApiRoute.GET(apiRequest("GET", "/api/openapi.json", { origin: null }), params({})),
    );
    expect(status).toBe(200);
    expect(body.openapi).toBe("3.1.0");
    expect(Object.keys(body.paths).sort()).toEqual([...new Set(exported.map((e) => e.path))].sort());
    paths = body.paths;
  });

  it("documents each contract's body, query, path parameters and successes", () => {
    const createTask = paths["/api/tasks"].post;
    expect(createTask.requestBody?.content["application/json"].schema.required).toEqual(expect.arrayContaining(["title", "workspaceId"]));
    expect(Object.keys(createTask.responses)).toEqual(["201", "default"]);
    expect(paths["/api/tasks"].get.parameters.map((p) => `${p.in} ${p.name}`)).toEqual(["query workspaceId", "query q"]);
    // A checked path parameter carries its schema (64 characters at most), an unchecked one is a string.
    expect(paths["/api/tasks/{taskId}"].patch.parameters[0].schema).toMatchObject({ type: "string", maxLength: 64 });
    expect(paths["/api/workspaces/{workspaceId}"].get.parameters[0].schema).toEqual({ type: "string" });
    // The import answers its preview with 200 and its commit with 201, and reads a file.
    expect(Object.keys(paths["/api/import"].post.responses)).toEqual(["200", "201", "default"]);
    expect(Object.keys(paths["/api/import"].post.requestBody!.content)).toEqual(["text/plain"]);
    expect(Object.keys(paths["/api/tasks/{taskId}"].delete.responses)).toEqual(["204", "default"]);
    // An update or toggle whose expected values changed meanwhile answers 409 with the fields and the task as it is.
    for (const op of [paths["/api/tasks/{taskId}"].patch, paths["/api/tasks/{taskId}/toggle"].post]) {
      expect(Object.keys(op.responses)).toEqual(["200", "409", "default"]);
      expect(op.responses["409"]).toMatchObject({
        content: { "application/json": { schema: { required: ["error"], properties: { error: { required: ["code", "message", "fields", "task"] } } } } },
      });
    }
  });

  it("says who may call: session only for the account's routes, a read_write token to change data, any token to read", () => {
    expect(paths["/api/tokens"].get.security).toEqual([{ sessionCookie: [] }]);
    expect(paths["/api/auth/me"].get.security).toEqual([{ sessionCookie: [] }]);
    expect(paths["/api/tasks"].get.security).toEqual([{ bearerToken: [] }, { sessionCookie: [] }]);
    expect(paths["/api/tasks"].post.security).toEqual([{ bearerToken: ["read_write"] }, { sessionCookie: [] }]);
    expect(paths["/api/mcp"].post.security).toEqual([{ bearerToken: [] }]);
    expect(paths["/api/cron/reminders"].get.security).toEqual([{ cronSecret: [] }]);
    expect(paths["/api/auth/login"].post.security).toEqual([]);
  });

  it("declares the Idempotency-Key header once and references it from every write of a signed-in caller, and from nothing else", async () => {
    const { body } = await readJson<{ components: { parameters: Record<string, { name: string; in: string; schema: Record<string, unknown> }> } }>(
      await openApiRoute.GET(apiRequest("GET", "/api/openapi.json", { origin: null }), params({})),
    );
    expect(body.components.parameters.IdempotencyKey).toMatchObject({ name: "Idempotency-Key", in: "header", required: false, schema: { type: "string", maxLength: 200 } });
    const reference = { $ref: "#/components/parameters/IdempotencyKey" };
    for (const contract of API_CONTRACTS) {
      const signedInWrite = contract.method !== "GET" && ["session", "session-or-token", "token"].includes(contract.auth);
      const parameters = paths[contract.path][contract.method.toLowerCase()].parameters as unknown[];
      expect([named(contract), parameters.some((p) => JSON.stringify(p) === JSON.stringify(reference))]).toEqual([named(contract), signedInWrite]);
    }
    expect(paths["/api/tasks"].post.parameters).toContainEqual(reference);
    expect(paths["/api/auth/login"].post.parameters).not.toContainEqual(reference);
  });
});
