import { request } from "@/lib/api/request";
import type { ApiTokenView, CalendarFeedView, CreateApiTokenInput, CreateCalendarFeedInput, CreatedApiToken, CreatedCalendarFeed } from "@/lib/schemas/tokens";
import type { ImportPlan, ImportResult } from "@/lib/schemas/transfer";

/** The settings page's calls: personal API tokens, calendar feeds and imports (exports are plain downloads). */

type Data<T> = { data: T };

export const listApiTokens = async () => (await request<Data<ApiTokenView[]>>("/api/tokens")).data;
export const createApiToken = async (input: CreateApiTokenInput) =>
  (await request<Data<CreatedApiToken>>("/api/tokens", { method: "POST", body: JSON.stringify(input) })).data;
export const revokeApiToken = (id: string) => request<void>(`/api/tokens/${encodeURIComponent(id)}`, { method: "DELETE" });

export const listCalendarFeeds = async () => (await request<Data<CalendarFeedView[]>>("/api/calendar-feeds")).data;
export const createCalendarFeed = async (input: CreateCalendarFeedInput) =>
  (await request<Data<CreatedCalendarFeed>>("/api/calendar-feeds", { method: "POST", body: JSON.stringify(input) })).data;
export const revokeCalendarFeed = (id: string) => request<void>(`/api/calendar-feeds/${encodeURIComponent(id)}`, { method: "DELETE" });

export interface ImportRequest {
  source: "todoist" | "duely";
  workspaceId: string;
  timeZone: string;
  file: string;
}

function importPath({ source, workspaceId, timeZone }: ImportRequest, mode: "preview" | "commit"): string {
  return `/api/import?${new URLSearchParams({ source, workspaceId, timeZone, mode })}`;
}

export const previewImport = async (input: ImportRequest) =>
  (await request<Data<ImportPlan>>(importPath(input, "preview"), { method: "POST", body: input.file, headers: { "content-type": "text/plain" } })).data;
export const runImport = async (input: ImportRequest) =>
  (await request<Data<ImportResult>>(importPath(input, "commit"), { method: "POST", body: input.file, headers: { "content-type": "text/plain" } })).data;
