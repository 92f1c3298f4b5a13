import type { Metadata } from "next";
import { authCopy } from "@/lib/copy/auth";
import { AuthCard } from "@/components/auth/AuthCard";
import { ResetPasswordForm } from "@/components/auth/ResetPasswordForm";

export const metadata: Metadata = { title: `${authCopy.resetPassword} — Duely` };

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

const one = (value: string | string[] | undefined) => (typeof value === "string" ? value : "");

/** /reset-password?userId=…&secret=… (the recovery e-mail's link). */
export default async function ResetPasswordPage({ searchParams }: Props) {
  const { userId, secret } = await searchParams;
  return (
    <AuthCard title={authCopy.resetPassword} subtitle={authCopy.resetSubtitle}>
      <ResetPasswordForm userId={one(userId)} secret={one(secret)} />
    </AuthCard>
  );
}
