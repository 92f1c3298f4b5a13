"use client";

import { useCallback, useEffect, useRef, useState, type FormEvent } from "react";
import Link from "next/link";
import { useRouter } from "next/navigation";
import { CheckCircle2, XCircle } from "lucide-react";
import { VERIFY_REDIRECT_MS } from "@/lib/constants/auth";
import { authCopy } from "@/lib/copy/auth";
import { commonCopy } from "@/lib/copy/common";
import { ApiError } from "@/lib/api/request";
import { Button, buttonClasses } from "@/components/ui/Button";
import { Input } from "@/components/ui/Input";
import { Spinner } from "@/components/ui/Spinner";
import { toast } from "@/components/ui/toast";
import { authApi } from "./auth-api";
import { useSecretOutOfAddressBar } from "./useSecretOutOfAddressBar";
import { apiErrorMessage } from "./error-messages";
import { VerifyWithPassword } from "./VerifyWithPassword";

type Props = { userId: string; secret: string };
type State = { status: "loading" } | { status: "password" } | { status: "success" } | { status: "error"; message: string };

/**
 * /verify-email?userId=…&secret=…: loading, success (toast, then /todo after 3 s) or the error panel. A
 * browser not signed in to the account is asked for its password first (VerifyWithPassword).
 */
export function VerifyEmail({ userId, secret }: Props) {
  const router = useRouter();
  useSecretOutOfAddressBar();
  const [state, setState] = useState<State>(() =>
    userId && secret ? { status: "loading" } : { status: "error", message: authCopy.invalidVerifyLink },
  );
  const [resending, setResending] = useState(false);
  // Signed out, a new link is sent by address: the field shows once the signed-in resend answers 401.
  const [askEmail, setAskEmail] = useState(false);
  const [email, setEmail] = useState("");
  // A link works once: never send it twice (React may run the effect twice in development).
  const started = useRef(false);

  const verified = useCallback(() => {
    toast.success(authCopy.emailVerified);
    setState({ status: "success" });
  }, []);
  const failed = useCallback((message: string) => {
    toast.error(message);
    setState({ status: "error", message });
  }, []);

  useEffect(() => {
    if (started.current || !userId || !secret) return;
    started.current = true;
    authApi
      .confirmVerification({ userId, secret })
      .then(verified)
      .catch((failure: unknown) => {
        // Opened in another browser: the account's password finishes it (nothing has changed yet).
        if (failure instanceof ApiError && failure.code === "password_required") setState({ status: "password" });
        else failed(failure instanceof ApiError && failure.status === 400 ? authCopy.verifyFailed : commonCopy.unexpectedError);
      });
  }, [userId, secret, verified, failed]);

  useEffect(() => {
    if (state.status !== "success") return;
    const timer = setTimeout(() => {
      router.replace("/todo");
      router.refresh();
    }, VERIFY_REDIRECT_MS);
    return () => clearTimeout(timer);
  }, [state, router]);

  async function resend(event?: FormEvent) {
    event?.preventDefault();
    if (askEmail && !email.trim()) return void toast.error(authCopy.enterEmail);
    setResending(true);
    try {
      if (askEmail) await authApi.resendVerificationByEmail({ email: email.trim() });
      else await authApi.resendVerification();
      toast.success(authCopy.verificationSent);
    } catch (failure) {
      if (!askEmail && failure instanceof ApiError && failure.status === 401) setAskEmail(true);
      else toast.error(apiErrorMessage(failure, authCopy.verificationSendFailed));
    } finally {
      setResending(false);
    }
  }

  if (state.status === "loading") {
    return (
      <div className="flex flex-col items-center py-6 text-center">
        <Spinner className="size-8 text-indigo-600" label={authCopy.verifying} showLabel />
      </div>
    );
  }

  if (state.status === "password") return <VerifyWithPassword userId={userId} secret={secret} onVerified={verified} onLinkFailed={failed} />;

  if (state.status === "success") {
    return (
      <div className="flex flex-col items-center text-center">
        <CheckCircle2 className="size-12 text-emerald-500" aria-hidden="true" />
        <h2 className="mt-4 text-xl font-semibold text-slate-900 dark:text-white">{authCopy.emailVerified}</h2>
        <p role="status" className="mt-2 text-sm text-slate-600 dark:text-slate-400">
          {authCopy.redirecting}
        </p>
      </div>
    );
  }

  return (
    <div className="flex flex-col items-center text-center">
      <XCircle className="size-12 text-red-500" aria-hidden="true" />
      <p role="alert" className="mt-4 text-base font-medium text-slate-900 dark:text-white">
        {state.message}
      </p>
      <p className="mt-2 text-sm text-slate-600 dark:text-slate-400">{authCopy.verifyErrorBody}</p>
      <form onSubmit={resend} noValidate className="mt-6 flex w-full flex-col gap-2">
        {askEmail && (
          <>
            <p className="text-left text-sm text-slate-600 dark:text-slate-400">{authCopy.resendByEmailHint}</p>
            <Input type="email" autoComplete="email" autoFocus aria-label={authCopy.email} value={email} onChange={(e) => setEmail(e.target.value)} />
          </>
        )}
        <Button type="submit" loading={resending} className="w-full">
          {authCopy.sendNewVerification}
        </Button>
        <Link href="/login" className={buttonClasses({ variant: "secondary", className: "w-full" })}>
          {authCopy.backToLogin}
        </Link>
      </form>
    </div>
  );
}
