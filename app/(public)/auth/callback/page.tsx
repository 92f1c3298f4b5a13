import type { Metadata } from "next";
import { AUTH_COPY } from "@/lib/messages";
import { AuthCallback } from "@/components/auth/AuthCallback";

export const metadata: Metadata = { title: `${AUTH_COPY.completingSignIn} — Duely` };

/** Where Google sign-in returns (the session cookie is already set by /api/auth/google/callback). */
export default function AuthCallbackPage() {
  return <AuthCallback />;
}
