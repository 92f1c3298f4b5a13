import Link from "next/link";
import { settingsCopy } from "@/lib/copy/settings";
import { SettingsSection } from "./Section";

/** Settings → Integrations → MCP: where an AI assistant connects, and the API reference. */
export function McpSection() {
  return (
    <SettingsSection id="mcp" title={settingsCopy.mcpTitle}>
      <p className="text-sm text-slate-600 dark:text-slate-400">
        {settingsCopy.mcpHint}{" "}
        <Link className="text-indigo-600 underline dark:text-indigo-400" href="/docs/api">
          {settingsCopy.apiDocsLink}
        </Link>
      </p>
    </SettingsSection>
  );
}
