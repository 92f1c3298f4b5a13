import { MCP_MAX_BODY_BYTES } from "@/lib/constants/mcp";
import { mcpCopy } from "@/lib/copy/mcp";
import { healthAnswerSchema } from "@/lib/schemas/health";
import { sendEmailAnswerSchema, sendEmailSchema } from "@/lib/schemas/workspace";
import { defineRoute, file, ok } from "./types";

/** E-mail relay, health, this API's own description, and the MCP endpoint. */

export const otherRoutes = {
  sendEmail: defineRoute({ method: "POST", path: "/api/send-email", summary: "Send an e-mail to yourself or a teammate", tag: "Other", auth: "session-or-token", body: sendEmailSchema, success: ok(sendEmailAnswerSchema) }),
  health: defineRoute({
    method: "GET",
    path: "/api/health",
    summary: "Health check (503 with the same shape while the database does not answer)",
    tag: "Other",
    auth: "none",
    success: { ...ok(healthAnswerSchema), headers: { "Cache-Control": "no-store" } },
  }),
  openapi: defineRoute({
    method: "GET",
    path: "/api/openapi.json",
    summary: "This OpenAPI document (not wrapped in { data })",
    tag: "Other",
    auth: "none",
    success: { ...file("application/json"), headers: { "Cache-Control": "public, max-age=300" } },
  }),
  mcp: defineRoute({
    method: "POST",
    path: "/api/mcp",
    summary: "Model Context Protocol (Streamable HTTP, one JSON-RPC message per request; batches are refused)",
    tag: "MCP",
    auth: "token",
    // Any token may connect; each tool that writes needs a read_write token.
    scope: "read",
    upload: { mediaType: "application/json", maxBytes: MCP_MAX_BODY_BYTES, tooLarge: mcpCopy.requestTooLarge },
    success: file("application/json"),
  }),
};
