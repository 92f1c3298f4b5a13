import { z } from "zod";
import { eventsQuerySchema, liveTransportAnswerSchema } from "@/lib/schemas/live";
import { addMemberSchema, createWorkspaceSchema, leftWorkspaceAnswerSchema, memberAddedAnswerSchema, memberListSchema, membersViewSchema, updateWorkspaceSchema, workspaceListSchema, workspaceViewSchema } from "@/lib/schemas/workspace";
import { created, defineRoute, file, noContent, ok } from "./types";

/** Workspaces, their members and their live change feed. Which workspace a caller may touch is the services' decision. */

const tag = "Workspaces";
const auth = "session-or-token";
const NO_STORE = { "Cache-Control": "no-store" };

/** Next hands dynamic segments over still percent-encoded in some versions: decoded once, bad escapes kept as they are. */
const decodedSegment = z.string().transform((value) => {
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
});

export const workspaceRoutes = {
  list: defineRoute({ method: "GET", path: "/api/workspaces", summary: "Owned and shared workspaces (a 'Default' is created on the first call), with an ETag", tag, auth, success: { ...ok(workspaceListSchema), etag: true } }),
  create: defineRoute({ method: "POST", path: "/api/workspaces", summary: "Create a workspace", tag, auth, body: createWorkspaceSchema, success: created(workspaceViewSchema) }),
  get: defineRoute({ method: "GET", path: "/api/workspaces/{workspaceId}", summary: "One workspace with the caller's role, with an ETag", tag, auth, success: { ...ok(workspaceViewSchema), etag: true } }),
  update: defineRoute({ method: "PATCH", path: "/api/workspaces/{workspaceId}", summary: "Rename a workspace or change its icon (the owner only)", tag, auth, body: updateWorkspaceSchema, success: ok(workspaceViewSchema) }),
  remove: defineRoute({ method: "DELETE", path: "/api/workspaces/{workspaceId}", summary: "Delete a workspace with its tasks (the owner only; not the default)", tag, auth, success: noContent }),
  makeDefault: defineRoute({ method: "POST", path: "/api/workspaces/{workspaceId}/default", summary: "Make a workspace the default", tag, auth, success: ok(workspaceViewSchema) }),
  leave: defineRoute({ method: "POST", path: "/api/workspaces/{workspaceId}/leave", summary: "Leave a shared workspace (the owner is e-mailed)", tag, auth, success: ok(leftWorkspaceAnswerSchema) }),
  members: defineRoute({ method: "GET", path: "/api/workspaces/{workspaceId}/members", summary: "Members of a workspace, with the owner's and the members' names", tag, auth, success: ok(memberListSchema) }),
  addMember: defineRoute({ method: "POST", path: "/api/workspaces/{workspaceId}/members", summary: "Add a member by e-mail (the owner only)", tag, auth, body: addMemberSchema, success: ok(memberAddedAnswerSchema) }),
  removeMember: defineRoute({
    method: "DELETE",
    path: "/api/workspaces/{workspaceId}/members/{email}",
    summary: "Remove a member (the owner only; the e-mail URL-encoded)",
    tag,
    auth,
    params: { email: { schema: decodedSegment } },
    success: ok(membersViewSchema),
  }),
  events: defineRoute({ method: "GET", path: "/api/workspaces/{workspaceId}/events", summary: "Live change events (Server-Sent Events; Last-Event-ID resumes)", tag, auth, query: eventsQuerySchema, success: file("text/event-stream") }),
  live: defineRoute({ method: "GET", path: "/api/workspaces/{workspaceId}/live", summary: "How this deployment delivers live changes", tag, auth, success: { ...ok(liveTransportAnswerSchema), headers: NO_STORE } }),
};
