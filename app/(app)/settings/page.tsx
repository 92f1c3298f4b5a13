import type { Metadata } from "next";
import Link from "next/link";
import { getVerifiedPageUser } from "@/server/auth/current-user";
import { requestTimeZone } from "@/server/cookies";
import { listWorkspaces } from "@/server/services/workspaces";
import { ApiTokensSection } from "@/components/settings/ApiTokensSection";
import { CalendarSection } from "@/components/settings/CalendarSection";
import { ExportSection } from "@/components/settings/ExportSection";
import { ImportSection } from "@/components/settings/ImportSection";
import { SKIP_TARGET } from "@/lib/constants/common";
import { settingsCopy } from "@/lib/copy/settings";
import { FALLBACK_TIME_ZONE } from "@/lib/constants/common";

export const metadata: Metadata = { title: settingsCopy.pageTitle };

/** /settings — the account's integrations: API tokens, calendar feeds, export and import. */
export default async function SettingsPage() {
  const user = await getVerifiedPageUser();
  if (!user) return null;
  const { owned, shared } = await listWorkspaces({ user });
  const workspaces = [...owned, ...shared];
  return (
    <main id={SKIP_TARGET.main} className="mx-auto max-w-4xl space-y-6 px-4 py-8">
      <h1 className="text-3xl font-bold">{settingsCopy.title}</h1>
      <p className="text-sm text-slate-600 dark:text-slate-400">
        {settingsCopy.mcpHint}{" "}
        <Link className="text-indigo-600 underline dark:text-indigo-400" href="/docs/api">
          {settingsCopy.apiDocsLink}
        </Link>
      </p>
      <ApiTokensSection />
      <CalendarSection workspaces={workspaces} />
      <ExportSection workspaces={workspaces} />
      <ImportSection workspaces={workspaces} timeZone={(await requestTimeZone()) ?? FALLBACK_TIME_ZONE} />
    </main>
  );
}
