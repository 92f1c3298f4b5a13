import fs from "node:fs";
import path from "node:path";
import { API_ROUTES } from "@/server/openapi/routes";
import { jsonSchemaOf, openApiDocument } from "@/server/openapi/document";
import * as openApiRoute from "@/app/api/openapi.json/route";
import { apiRequest, params, readJson } from "@/tests/support/requests";

/**
 * The OpenAPI document against the route files on disk: every exported method of every
 * app/api/**\/route.ts has an entry and every entry a route; the schema a handler validates its body
 * or query with (readJson / readQuery) is the one the entry documents.
 */

const API_DIR = path.join(process.cwd(), "app/api");
const METHODS = ["GET", "POST", "PUT", "PATCH", "DELETE"] as const;

function routeFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return routeFiles(full);
    return entry.name === "route.ts" ? [full] : [];
  });
}

/** app/api/tasks/[taskId]/route.ts -> /api/tasks/{taskId} */
const openApiPath = (file: string) =>
  "/" + path.relative(process.cwd(), path.dirname(file)).replace(/^app\//, "").split(path.sep).map((part) => part.replace(/^\[(\w+)\]$/, "{$1}")).join("/");

interface FoundRoute {
  file: string;
  path: string;
  methods: string[];
  source: string;
}

const found: FoundRoute[] = routeFiles(API_DIR).map((file) => {
  const source = fs.readFileSync(file, "utf8");
  const methods = METHODS.filter((m) => new RegExp(`export (const|async function) ${m}\\b`).test(source)).map((m) => m.toLowerCase());
  return { file, path: openApiPath(file), methods, source };
});

const entry = (method: string, p: string) => API_ROUTES.find((r) => r.method === method && r.path === p);

/** The value a route file imports under `name` (from the module named in its import line). */
function imported(source: string, name: string): unknown {
  const line = [...source.matchAll(/import \{([^}]*)\} from "([^"]+)"/g)].find(([, names]) => names.split(",").map((n) => n.trim()).includes(name));
  if (!line) throw new Error(`${name} is not imported: declare request schemas in lib/schemas so the OpenAPI document can name them`);
  const target = line[2].startsWith("@/") ? path.join(process.cwd(), line[2].slice(2)) : line[2];
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  return require(target)[name];
}

describe("OpenAPI document", () => {
  it("finds the route files", () => {
    expect(found.length).toBeGreaterThan(30);
  });

  it.each(found.map((f) => [f.path, f] as const))("%s: every exported method has an entry", (_p, route) => {
    const missing = route.methods.filter((m) => !entry(m, route.path));
    expect(missing).toEqual([]);
  });

  it("has no entry without a route", () => {
    const orphans = API_ROUTES.filter((r) => !found.some((f) => f.path === r.path && f.methods.includes(r.method))).map((r) => `${r.method} ${r.path}`);
    expect(orphans).toEqual([]);
  });

  it.each(found.map((f) => [f.path, f] as const))("%s: the documented body and query schemas are the handler's", (_p, route) => {
    for (const method of route.methods) {
      // The handler's block: from its export to the next export.
      const start = route.source.search(new RegExp(`export (const|async function) ${method.toUpperCase()}\\b`));
      const rest = route.source.slice(start + 1);
      const block = route.source.slice(start, start + 1 + (rest.search(/\nexport /) === -1 ? rest.length : rest.search(/\nexport /)));
      const documented = entry(method, route.path)!;
      for (const [kind, reader] of [["body", "readJson"], ["query", "readQuery"]] as const) {
        const used = new RegExp(`${reader}\\(req, (\\w+)\\)`).exec(block)?.[1];
        const schema = documented[kind];
        if (!used) {
          expect({ method, kind, documented: schema !== undefined }).toEqual({ method, kind, documented: false });
          continue;
        }
        expect(schema).toBeDefined();
        expect(jsonSchemaOf(imported(route.source, used) as never)).toEqual(jsonSchemaOf(schema!));
      }
    }
  });

  it("is served at /api/openapi.json as OpenAPI 3.1 with every path, security schemes and the error shape", async () => {
    const { status, body } = await readJson<ReturnType<typeof openApiDocument> & { paths: Record<string, Record<string, { responses: object; requestBody?: unknown }>> }>(
      await openApiRoute.GET(apiRequest("GET", "/api/openapi.json", { origin: null }), params({})),
    );
    expect(status).toBe(200);
    expect(body.openapi).toBe("3.1.0");
    expect(Object.keys(body.paths).sort()).toEqual([...new Set(found.map((f) => f.path))].sort());
    const createTask = body.paths["/api/tasks"].post as { requestBody: { content: { "application/json": { schema: { required: string[] } } } } };
    expect(createTask.requestBody.content["application/json"].schema.required).toEqual(expect.arrayContaining(["title", "workspaceId"]));
    expect(JSON.stringify(body.paths["/api/tokens"].get)).toContain('"security":[{"sessionCookie":[]}]');
  });
});
