/** The API reference page (/docs/api). */
export const apiDocsCopy = {
  pageTitle: "API reference – Duely",
  title: "Duely API reference",
  intro:
    "Every route answers JSON: { data } on success, { error: { code, message } } on failure. Sign in with the session cookie, or send a personal API token (Settings → API tokens) as Authorization: Bearer duely_…. Read tokens may only read; account routes take a session only.",
  machineReadable: "The same reference as an OpenAPI 3.1 document:",
  sections: "Sections",
  authLabel: "Who may call it:",
  auth: {
    "session-or-token": "a signed-in session or a personal API token (read tokens: reading only)",
    session: "a signed-in session only (not API tokens)",
    none: "anyone",
    token: "a personal API token",
    cron: "the scheduler (Authorization: Bearer CRON_SECRET)",
    "url-secret": "anyone with the secret URL",
  },
  query: "Query parameters (JSON Schema)",
  body: "Request body (JSON Schema)",
  response: "data (JSON Schema)",
  answers: (status: number) => `Answers ${status}`,
} as const;
