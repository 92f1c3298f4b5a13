import "server-only";
import { WebStandardStreamableHTTPServerTransport } from "@modelcontextprotocol/sdk/server/webStandardStreamableHttp.js";
import type { TokenCaller } from "@/server/services/tokens";
import { mcpCopy } from "@/lib/copy/mcp";
import { createMcpServer } from "./server";

/** JSON-RPC's codes for a body that is not JSON and for a request it refuses. */
const PARSE_ERROR = -32700;
const INVALID_REQUEST = -32600;

/**
 * Answers one MCP request whose caller and body the route's contract has checked: a fresh server and a
 * stateless transport serve its one message. A JSON-RPC batch (an array) is refused with HTTP 400 and
 * an Invalid Request error, so each tool call is one request and counts once against the token's rate
 * limit: the MCP revision of 2025-06-18 removed batching, and the SDK would otherwise run up to 100
 * calls of one array on a single rate-limit hit.
 */
export async function answerMcp({ req, caller, body }: { req: Request; caller: TokenCaller; body: string }): Promise<Response> {
  let message: unknown;
  try {
    message = JSON.parse(body);
  } catch {
    return jsonRpcError(PARSE_ERROR, mcpCopy.invalidJson);
  }
  if (Array.isArray(message)) return jsonRpcError(INVALID_REQUEST, mcpCopy.batchRefused);
  const server = createMcpServer(caller);
  const transport = new WebStandardStreamableHTTPServerTransport({ sessionIdGenerator: undefined, enableJsonResponse: true });
  await server.connect(transport);
  try {
    return await transport.handleRequest(req, { parsedBody: message });
  } finally {
    // JSON responses are complete when handleRequest returns: nothing stays open.
    await server.close();
  }
}

function jsonRpcError(code: number, message: string): Response {
  return Response.json({ jsonrpc: "2.0", error: { code, message }, id: null }, { status: 400 });
}
