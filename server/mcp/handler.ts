import "server-only";
import { WebStandardStreamableHTTPServerTransport } from "@modelcontextprotocol/sdk/server/webStandardStreamableHttp.js";
import { AppError, unauthorized } from "@/server/errors";
import { errorResponse } from "@/server/http";
import { apiTokenCaller, bearerTokenOf, refuseMixedCredentials } from "@/server/services/tokens";
import { SESSION_COOKIE } from "@/lib/cookies";
import { tokensCopy } from "@/lib/copy/tokens";
import { createMcpServer } from "./server";

/** The request body cap of the MCP endpoint (a tool call is small). */
const MCP_MAX_BODY_BYTES = 256 * 1024;

/**
 * Answers one MCP HTTP request: the token's owner is the caller (401 without a valid token, with a
 * WWW-Authenticate challenge; 400 with a session cookie as well); a fresh server and stateless
 * transport serve it.
 */
export async function handleMcpRequest(req: Request): Promise<Response> {
  try {
    const secret = bearerTokenOf(req.headers);
    if (!secret) throw unauthorized(tokensCopy.invalidToken);
    if (hasSessionCookie(req)) refuseMixedCredentials();
    const caller = await apiTokenCaller(secret);
    const server = createMcpServer(caller);
    const transport = new WebStandardStreamableHTTPServerTransport({
      sessionIdGenerator: undefined,
      enableJsonResponse: true,
      maxRequestBodySize: MCP_MAX_BODY_BYTES,
    });
    await server.connect(transport);
    try {
      return await transport.handleRequest(req);
    } finally {
      // JSON responses are complete when handleRequest returns: nothing stays open.
      await server.close();
    }
  } catch (error) {
    const response = errorResponse(error);
    if (error instanceof AppError && error.status === 401) response.headers.set("WWW-Authenticate", 'Bearer realm="duely"');
    return response;
  }
}

function hasSessionCookie(req: Request): boolean {
  return (req.headers.get("cookie") ?? "").split(";").some((part) => part.trim().startsWith(`${SESSION_COOKIE}=`));
}
