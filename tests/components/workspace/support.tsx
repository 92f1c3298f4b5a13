import { render } from "@testing-library/react";
import type { ReactNode } from "react";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { ActiveWorkspaceProvider } from "@/components/workspace/ActiveWorkspaceProvider";
import { Toaster } from "@/components/ui/Toaster";
import type { WorkspaceList, WorkspaceView } from "@/lib/schemas/workspace";

/**
 * jsdom has no server: these tests answer the components' fetch calls with a FAKE API (recorded
 * requests, canned answers) and replace next/navigation's router with a FAKE that records pushes and
 * refreshes (jest.mock in each test file, see `fakeRouter`). The rules themselves are tested against
 * the real routes in tests/api/workspaces.
 */

export function workspace(id: string, overrides: Partial<WorkspaceView> = {}): WorkspaceView {
  return {
    id,
    name: id,
    icon: "📋",
    color: "indigo",
    userId: "u-me",
    ownerEmail: "me@example.com",
    isDefault: false,
    members: [],
    role: "owner",
    ...overrides,
  };
}

export const fakeRouter = { push: jest.fn(), refresh: jest.fn(), replace: jest.fn(), back: jest.fn(), prefetch: jest.fn() };

export interface FakeCall {
  method: string;
  path: string;
  body: unknown;
}

type Answer = { status: number; body?: unknown };
type Route = (call: FakeCall) => Answer | undefined;

/** Installs a fake `fetch` that records every call and answers with the first route that returns something (404 otherwise). */
export function installFakeApi(...routes: Route[]): FakeCall[] {
  const calls: FakeCall[] = [];
  globalThis.fetch = jest.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const call: FakeCall = {
      method: init?.method ?? "GET",
      path: String(input),
      body: typeof init?.body === "string" ? JSON.parse(init.body) : undefined,
    };
    // The names of a workspace's people, which the settings load on their own, are not one of the calls a test checks.
    if (!(call.method === "GET" && call.path.endsWith("/members"))) calls.push(call);
    const answer = routes.map((route) => route(call)).find(Boolean) ?? { status: 404, body: { error: { code: "not_found", message: "Not found" } } };
    return {
      ok: answer.status >= 200 && answer.status < 300,
      status: answer.status,
      statusText: String(answer.status),
      json: async () => answer.body ?? null,
    } as Response;
  }) as typeof fetch;
  return calls;
}

/** A route of the fake API: `on("DELETE", "/api/workspaces/w2", { status: 204 })`. */
export const on =
  (method: string, path: string, answer: Answer | ((call: FakeCall) => Answer)): Route =>
  (call) =>
    call.method === method && call.path === path ? (typeof answer === "function" ? answer(call) : answer) : undefined;

/** Renders inside a fresh query cache, the ActiveWorkspaceProvider (initial list as the server would send it) and a toast region. */
export function renderWithWorkspaces(ui: ReactNode, { workspaces, activeId }: { workspaces: WorkspaceList; activeId: string }) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity } } });
  return render(
    <QueryClientProvider client={client}>
      <ActiveWorkspaceProvider initial={{ workspaces, activeId }}>{ui}</ActiveWorkspaceProvider>
      <Toaster />
    </QueryClientProvider>,
  );
}
