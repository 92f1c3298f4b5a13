import { otherRoutes } from "@/server/contracts/other";
import { handle } from "@/server/http";
import { answerMcp } from "@/server/mcp/handler";

/**
 * The MCP endpoint (Model Context Protocol over Streamable HTTP, stateless: every POST carries one
 * JSON-RPC message), authenticated with a personal API token: `Authorization: Bearer duely_…`. A
 * stateless server offers no server-to-client stream (GET) and no session to end (DELETE): Next
 * answers those 405, as the transport's specification allows.
 */
export const POST = handle(otherRoutes.mcp, async ({ req, user, token, body }) => answerMcp({ req, caller: { user, token }, body }));
