import type { Metadata } from "next";
import { authCopy } from "@/lib/copy/auth";
import { AuthCard } from "@/components/auth/AuthCard";
import { LoginForm } from "@/components/auth/LoginForm";
import { googleConfigured } from "@/server/auth/google";

export const metadata: Metadata = { title: `${authCopy.login} — Duely` };

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

/**
 * /login; a failed Google sign-in lands here with `?error=google`, or, when Appwrite's own sign-in
 * fails at Google, with Appwrite's JSON error in its place (it replaces the failure URL's `error`).
 */
export default async function LoginPage({ searchParams }: Props) {
  const { error } = await searchParams;
  return (
    <AuthCard title={authCopy.loginTitle} subtitle={authCopy.loginSubtitle}>
      <LoginForm googleEnabled={googleConfigured()} googleFailed={error !== undefined} />
    </AuthCard>
  );
}
