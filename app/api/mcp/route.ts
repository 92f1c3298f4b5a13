import { handleMcpRequest } from "@/server/mcp/handler";

/**
 * The MCP endpoint (Model Context Protocol over Streamable HTTP, stateless: every POST carries its own
 * JSON-RPC exchange), authenticated with a personal API token: `Authorization: Bearer duely_…`.
 */
export const POST = handleMcpRequest;
export const GET = handleMcpRequest;
export const DELETE = handleMcpRequest;
