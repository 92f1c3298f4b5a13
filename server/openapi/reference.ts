import { jsonSchemaOf } from "./document";
import { API_ROUTES, type RouteAuth } from "./routes";

/** What /docs/api shows of each route: the same entries and schemas as the OpenAPI document. */
export interface ApiReferenceEntry {
  method: string;
  path: string;
  summary: string;
  auth: RouteAuth;
  query?: string;
  body?: string;
  successStatus: number;
  response?: string;
}

export function apiReferenceGroups(): { tag: string; entries: ApiReferenceEntry[] }[] {
  const groups = new Map<string, ApiReferenceEntry[]>();
  for (const r of API_ROUTES) {
    const list = groups.get(r.tag) ?? [];
    list.push({
      method: r.method,
      path: r.path,
      summary: r.summary,
      auth: r.auth,
      query: r.query && JSON.stringify(jsonSchemaOf(r.query), null, 2),
      body: r.body ? JSON.stringify(jsonSchemaOf(r.body), null, 2) : r.bodyMediaType,
      successStatus: r.success?.status ?? 200,
      response: r.success?.data ? JSON.stringify(jsonSchemaOf(r.success.data), null, 2) : undefined,
    });
    groups.set(r.tag, list);
  }
  return [...groups].map(([tag, entries]) => ({ tag, entries }));
}
