import { NextRequest } from "next/server";
import * as importRoute from "@/app/api/import/route";
import * as tasksRoute from "@/app/api/tasks/route";
import * as workspacesRoute from "@/app/api/workspaces/route";
import { APP_URL, apiRequest, params, readJson } from "@/tests/support/requests";
import type { TestUser } from "@/tests/support/users";
import type { Task } from "@/lib/schemas/task";
import type { WorkspaceList } from "@/lib/schemas/workspace";

/** The import and export tests' requests and files. */

/** POST /api/import with `body` as the file (text/plain), as the settings page sends it. */
export function upload(caller: TestUser, query: Record<string, string>, body: string): Promise<Response> {
  const url = new URL(`/api/import?${new URLSearchParams(query)}`, APP_URL);
  const headers = new Headers({ origin: APP_URL, cookie: caller.cookie, "content-type": "text/plain" });
  return importRoute.POST(new NextRequest(url, { method: "POST", headers, body }), params({}));
}

export const tasksOf = async (caller: TestUser, workspaceId: string) =>
  (await readJson<{ data: Task[] }>(await tasksRoute.GET(apiRequest("GET", `/api/tasks?workspaceId=${workspaceId}`, { caller }), params({})))).body.data;

export const workspacesOf = async (caller: TestUser) =>
  (await readJson<{ data: WorkspaceList }>(await workspacesRoute.GET(apiRequest("GET", "/api/workspaces", { caller }), params({})))).body.data;
