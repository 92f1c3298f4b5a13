import { API_CONTRACTS } from "@/server/contracts";
import type { RouteAuth } from "@/server/contracts/types";
import { jsonSchemaOf } from "./document";

/** What /docs/api shows of each route: the same contracts and schemas as the OpenAPI document. */
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
  for (const c of API_CONTRACTS) {
    const list = groups.get(c.tag) ?? [];
    list.push({
      method: c.method.toLowerCase(),
      path: c.path,
      summary: c.summary,
      auth: c.auth,
      query: c.query && JSON.stringify(jsonSchemaOf(c.query), null, 2),
      body: c.body ? JSON.stringify(jsonSchemaOf(c.body), null, 2) : c.upload?.mediaType,
      successStatus: c.success.status,
      response: c.success.data ? JSON.stringify(jsonSchemaOf(c.success.data), null, 2) : undefined,
    });
    groups.set(c.tag, list);
  }
  return [...groups].map(([tag, entries]) => ({ tag, entries }));
}
