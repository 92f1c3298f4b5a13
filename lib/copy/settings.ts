/** The account settings page (/settings): its title and the user menu's link to it. */
export const settingsCopy = {
  title: "Settings",
  pageTitle: "Settings — Duely",
  copy: "Copy",
  loadFailed: "Could not load this section. Please try again.",
  apiDocsLink: "API reference",
  mcpHint: "AI assistants: point an MCP client at /api/mcp with a token (see the README for a ready-made configuration).",
} as const;
