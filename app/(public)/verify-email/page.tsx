import type { Metadata } from "next";
import { authCopy } from "@/lib/copy/auth";
import { AuthCard } from "@/components/auth/AuthCard";
import { VerifyEmail } from "@/components/auth/VerifyEmail";

export const metadata: Metadata = { title: `${authCopy.verifyTitle} — Duely` };

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

const one = (value: string | string[] | undefined) => (typeof value === "string" ? value : "");

/** /verify-email?userId=…&secret=… (the verification e-mail's link). */
export default async function VerifyEmailPage({ searchParams }: Props) {
  const { userId, secret } = await searchParams;
  return (
    <AuthCard title={authCopy.verifyTitle}>
      <VerifyEmail userId={one(userId)} secret={one(secret)} />
    </AuthCard>
  );
}
