import { handleMcpRequest } from "@/server/mcp/handler";

/**
 * The MCP endpoint (Model Context Protocol over Streamable HTTP, stateless: every POST carries its own
 * JSON-RPC exchange), authenticated with a personal API token: `Authorization: Bearer duely_…`. A
 * stateless server offers no server-to-client stream (GET) and no session to end (DELETE): Next
 * answers those 405, as the transport's specification allows.
 */
export const POST = handleMcpRequest;
