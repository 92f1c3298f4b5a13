import type { ReactNode } from "react";
import { redirect } from "next/navigation";
import { NavBar } from "@/components/nav/NavBar";
import { BottomBar, HeaderPageLinks } from "@/components/nav/PageLinks";
import { SkipLink } from "@/components/nav/SkipLink";
import { UserMenu } from "@/components/auth/UserMenu";
import { VerifyEmailGate } from "@/components/auth/VerifyEmailGate";
import { CompletedToggle } from "@/components/board/CompletedToggle";
import { RemindersButton } from "@/components/reminders/RemindersButton";
import { WorkspaceSwitcher } from "@/components/workspace/WorkspaceSwitcher";
import { TimeZoneCookie } from "@/components/TimeZoneCookie";
import { QueryProvider } from "@/components/QueryProvider";
import { OnThisDevice } from "@/components/pwa/OnThisDevice";
import { getCurrentUser } from "@/server/auth/current-user";
import { config } from "@/server/config";
import { verifiedAccount } from "@/server/auth/verified";
import { ActiveWorkspaceRoot } from "./ActiveWorkspaceRoot";
import { requestHourCycle, requestTimeZone } from "@/server/cookies";

/**
 * The protected pages (/todo, /insights, /settings, /workspace/{id}/settings): the session is checked on
 * the server for real (proxy.ts only looks at the cookie). Signed out -> /login; e-mail not verified ->
 * the 'Verify Your Email' screen instead of the page. Verified users get the signed-in navigation (the
 * top bar with the links between the pages, which a phone has in a bottom bar instead) inside the
 * active-workspace context that the switcher, the board and the reminders share, and the one writer of
 * the time-zone cookie that the pages render in.
 * OnThisDevice: the service worker (production builds) and the board kept on the device for them.
 */
export default async function ProtectedLayout({ children }: { children: ReactNode }) {
  const user = await getCurrentUser();
  if (!user) redirect("/login");
  const navUser = { name: user.name, email: user.email };
  const { SUPPORT_URL, SUPPORT_EMAIL } = config();
  const userMenu = <UserMenu user={navUser} support={{ url: SUPPORT_URL, email: SUPPORT_EMAIL }} />;
  const verified = verifiedAccount(user);
  if (!verified) {
    return (
      <>
        <SkipLink />
        <NavBar user={navUser} trailing={userMenu} />
        <VerifyEmailGate user={navUser} />
      </>
    );
  }
  return (
    <QueryProvider>
      <ActiveWorkspaceRoot user={verified}>
        <TimeZoneCookie current={await requestTimeZone()} currentHourCycle={await requestHourCycle()} />
        <SkipLink />
        <OnThisDevice userId={verified.id} serviceWorker={config().NODE_ENV === "production"} />
        <NavBar user={navUser} leading={<WorkspaceSwitcher />} pages={<HeaderPageLinks />} trailing={userMenu}>
          <CompletedToggle />
          <RemindersButton />
        </NavBar>
        {children}
        <BottomBar />
      </ActiveWorkspaceRoot>
    </QueryProvider>
  );
}
