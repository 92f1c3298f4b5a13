import type { Metadata } from "next";
import { authCopy } from "@/lib/copy/auth";
import { AuthCallback } from "@/components/auth/AuthCallback";
import { googleTokenSchema } from "@/lib/schemas/auth";

export const metadata: Metadata = { title: `${authCopy.completingSignIn} — Duely` };

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

/**
 * Where Google sign-in returns. From our OIDC client the session cookie is already set; from a hosted
 * sign-in (the appwrite backend) the query carries state, userId and secret for the page to exchange.
 */
export default async function AuthCallbackPage({ searchParams }: Props) {
  const parsed = googleTokenSchema.safeParse(await searchParams);
  return <AuthCallback token={parsed.success ? parsed.data : null} />;
}
