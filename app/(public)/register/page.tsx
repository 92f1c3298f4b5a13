import type { Metadata } from "next";
import { authCopy } from "@/lib/copy/auth";
import { AuthCard } from "@/components/auth/AuthCard";
import { RegisterForm } from "@/components/auth/RegisterForm";
import { googleConfigured } from "@/server/auth/google";

export const metadata: Metadata = { title: `${authCopy.register} — Duely` };

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

/** /register; `?email=` prefills the address (invitation e-mails link here). */
export default async function RegisterPage({ searchParams }: Props) {
  const { email } = await searchParams;
  return (
    <AuthCard title={authCopy.registerTitle} subtitle={authCopy.registerSubtitle}>
      <RegisterForm googleEnabled={googleConfigured()} initialEmail={typeof email === "string" ? email : ""} />
    </AuthCard>
  );
}
