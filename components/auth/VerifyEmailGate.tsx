"use client";

import { SKIP_TARGET } from "@/lib/constants/common";
import { useEffect, useState } from "react";
import { MailWarning } from "lucide-react";
import { RESEND_COOLDOWN_S } from "@/lib/constants/auth";
import { sessionCopy } from "@/lib/copy/session";
import { ApiError } from "@/lib/api/request";
import { Button } from "@/components/ui/Button";
import { Card } from "@/components/ui/Card";
import { toast } from "@/components/ui/toast";
import { authApi } from "./auth-api";
import { Avatar } from "./Avatar";
import { displayName } from "./initials";
import { useSignOut } from "./useSignOut";

export type GateUser = { name: string; email: string };

/**
 * 'Verify Your Email': shown by the protected layout instead of the page
 * to a signed-in user whose e-mail is not verified. Resend has a 60 s countdown ('Resend in {n}s'),
 * enforced by the server too; a successful check reloads the page.
 */
export function VerifyEmailGate({ user }: { user: GateUser }) {
  const { signOut, signingOut } = useSignOut();
  const [cooldown, setCooldown] = useState(0);
  const [sending, setSending] = useState(false);
  const [checking, setChecking] = useState(false);

  useEffect(() => {
    if (cooldown <= 0) return;
    const timer = setTimeout(() => setCooldown((s) => s - 1), 1000);
    return () => clearTimeout(timer);
  }, [cooldown]);

  async function resend() {
    setSending(true);
    try {
      await authApi.resendVerification();
      toast.success(sessionCopy.verificationResent);
      setCooldown(RESEND_COOLDOWN_S);
    } catch (failure) {
      if (failure instanceof ApiError && failure.status === 429) {
        toast.error(failure.message);
        setCooldown(RESEND_COOLDOWN_S);
      } else {
        toast.error(sessionCopy.verificationResendFailed);
      }
    } finally {
      setSending(false);
    }
  }

  async function check() {
    setChecking(true);
    try {
      const { emailVerificationRequired } = await authApi.me();
      if (!emailVerificationRequired) return window.location.reload();
      toast.error(sessionCopy.stillNotVerified);
    } catch {
      toast.error(sessionCopy.checkVerificationFailed);
    }
    setChecking(false);
  }

  return (
    <main id={SKIP_TARGET.main} className="flex min-h-[calc(100vh-3.5rem)] items-start justify-center px-4 py-12 sm:items-center">
      <Card as="section" className="w-full max-w-md p-6 text-center sm:p-8" aria-labelledby="verify-gate-title">
        <MailWarning className="mx-auto size-10 text-amber-500" aria-hidden="true" />
        <h1 id="verify-gate-title" className="mt-4 text-2xl font-semibold tracking-tight text-slate-900 dark:text-white">
          {sessionCopy.gateTitle}
        </h1>
        <p className="mt-2 text-sm text-slate-600 dark:text-slate-400">{sessionCopy.gateBody}</p>
        <div className="mt-6 flex items-center gap-3 rounded-xl border border-slate-200 p-3 text-left dark:border-slate-800">
          <Avatar user={user} className="size-10 text-base" />
          <div className="min-w-0">
            <p className="truncate font-medium text-slate-900 dark:text-white">{displayName(user)}</p>
            <p className="truncate text-sm text-slate-600 dark:text-slate-400">{user.email}</p>
          </div>
        </div>
        <div className="mt-6 flex flex-col gap-2">
          <Button onClick={resend} loading={sending} disabled={cooldown > 0} className="w-full">
            {cooldown > 0 ? sessionCopy.resendIn(cooldown) : sessionCopy.resend}
          </Button>
          <Button variant="secondary" onClick={check} loading={checking} className="w-full">
            {sessionCopy.iveVerified}
          </Button>
          <Button variant="ghost" onClick={signOut} loading={signingOut} className="w-full">
            {sessionCopy.signOut}
          </Button>
        </div>
      </Card>
    </main>
  );
}
