import type { Metadata } from "next";
import { AUTH_COPY } from "@/lib/messages";
import { AuthCard } from "@/components/auth/AuthCard";
import { RegisterForm } from "@/components/auth/RegisterForm";
import { googleConfigured } from "@/server/auth/google";

export const metadata: Metadata = { title: `${AUTH_COPY.register} — Duely` };

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

/** /register; `?email=` prefills the address (invitation e-mails link here). */
export default async function RegisterPage({ searchParams }: Props) {
  const { email } = await searchParams;
  return (
    <AuthCard title={AUTH_COPY.registerTitle} subtitle={AUTH_COPY.registerSubtitle}>
      <RegisterForm googleEnabled={googleConfigured()} initialEmail={typeof email === "string" ? email : ""} />
    </AuthCard>
  );
}
