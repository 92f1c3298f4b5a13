import type { Metadata } from "next";
import { authCopy } from "@/lib/copy/auth";
import { AuthCard } from "@/components/auth/AuthCard";
import { RegisterForm } from "@/components/auth/RegisterForm";
import { redirectIfSignedIn } from "@/server/auth/current-user";
import { googleConfigured } from "@/server/auth/google";

export const metadata: Metadata = { title: `${authCopy.register} — Duely` };

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

/** /register; `?email=` prefills the address (invitation e-mails link here). A live session goes on to /todo. */
export default async function RegisterPage({ searchParams }: Props) {
  await redirectIfSignedIn();
  const { email } = await searchParams;
  return (
    <AuthCard title={authCopy.registerTitle} subtitle={authCopy.registerSubtitle}>
      <RegisterForm googleEnabled={googleConfigured()} initialEmail={typeof email === "string" ? email : ""} />
    </AuthCard>
  );
}
