/** The MCP endpoint's fixed values. */

/** The request body cap of the MCP endpoint (one tool call is small). */
export const MCP_MAX_BODY_BYTES = 256 * 1024;
