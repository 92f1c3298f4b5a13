import type { ReactNode } from "react";
import { redirect } from "next/navigation";
import { VerifyEmailGate } from "@/components/auth/VerifyEmailGate";
import { getCurrentUser } from "@/server/auth/current-user";

/**
 * The protected pages (/todo, /insights, /workspace/{id}/settings): the session is checked on the
 * server for real (proxy.ts only looks at the cookie). Signed out -> /login; e-mail not verified ->
 * the 'Verify Your Email' screen instead of the page.
 */
export default async function ProtectedLayout({ children }: { children: ReactNode }) {
  const user = await getCurrentUser();
  if (!user) redirect("/login");
  if (!user.emailVerification) return <VerifyEmailGate user={{ name: user.name, email: user.email }} />;
  return children;
}
