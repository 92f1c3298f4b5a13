import type { Metadata } from "next";
import { getVerifiedPageUser } from "@/server/auth/current-user";
import { requestHourCycle, requestTimeZone } from "@/server/cookies";
import { listWorkspaces } from "@/server/services/workspaces";
import { ApiTokensSection } from "@/components/settings/ApiTokensSection";
import { CalendarSection } from "@/components/settings/CalendarSection";
import { DeleteAccountSection } from "@/components/settings/DeleteAccountSection";
import { ExportSection } from "@/components/settings/ExportSection";
import { ImportSection } from "@/components/settings/ImportSection";
import { McpSection } from "@/components/settings/McpSection";
import { NotificationsSection } from "@/components/settings/NotificationsSection";
import { PasswordSection } from "@/components/settings/PasswordSection";
import { ProfileSection } from "@/components/settings/ProfileSection";
import { SettingsGroup } from "@/components/settings/Section";
import { TimeZoneSection } from "@/components/settings/TimeZoneSection";
import { FALLBACK_TIME_ZONE, SKIP_TARGET } from "@/lib/constants/common";
import { settingsCopy } from "@/lib/copy/settings";

export const metadata: Metadata = { title: settingsCopy.pageTitle };

/**
 * /settings — first the Account (name, password, the time zone in use, notifications, deletion), then the Integrations
 * (API tokens, calendar feeds, MCP, import and export).
 */
export default async function SettingsPage() {
  const user = await getVerifiedPageUser();
  if (!user) return null;
  const { owned, shared } = await listWorkspaces({ user });
  const workspaces = [...owned, ...shared];
  const timeZone = await requestTimeZone();
  return (
    <main id={SKIP_TARGET.main} className="mx-auto max-w-4xl space-y-10 px-4 py-8">
      <h1 className="text-3xl font-bold">{settingsCopy.title}</h1>
      <SettingsGroup id="account" title={settingsCopy.accountTitle}>
        <ProfileSection name={user.name} />
        <PasswordSection email={user.email} />
        <TimeZoneSection timeZone={timeZone} hourCycle={await requestHourCycle()} />
        <NotificationsSection />
        <DeleteAccountSection email={user.email} />
      </SettingsGroup>
      <SettingsGroup id="integrations" title={settingsCopy.integrationsTitle}>
        <ApiTokensSection />
        <CalendarSection workspaces={workspaces} />
        <McpSection />
        <ImportSection workspaces={workspaces} timeZone={timeZone ?? FALLBACK_TIME_ZONE} />
        <ExportSection workspaces={workspaces} />
      </SettingsGroup>
    </main>
  );
}
