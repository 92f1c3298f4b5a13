"use client";

import { useEffect, useState, type FormEvent } from "react";
import Link from "next/link";
import { useRouter } from "next/navigation";
import { CheckCircle2, XCircle } from "lucide-react";
import { RESET_REDIRECT_MS } from "@/lib/constants/auth";
import { authCopy } from "@/lib/copy/auth";
import { ApiError } from "@/lib/api/request";
import { firstIssue, recoveryConfirmSchema } from "@/lib/schemas/auth";
import { Button, buttonClasses } from "@/components/ui/Button";
import { Field } from "@/components/ui/Field";
import { PasswordInput } from "@/components/ui/PasswordInput";
import { toast } from "@/components/ui/toast";
import { authApi } from "./auth-api";
import { useSecretOutOfAddressBar } from "./useSecretOutOfAddressBar";
import { FormAlert } from "./AuthCard";
import { apiErrorMessage } from "./error-messages";

type Props = { userId: string; secret: string };
type Outcome = "form" | "done" | "invalid";

/** /reset-password?userId=…&secret=…: a new password (at least 8 characters) twice; success goes to /login after 3 s. */
export function ResetPasswordForm({ userId, secret }: Props) {
  const router = useRouter();
  useSecretOutOfAddressBar();
  const [password, setPassword] = useState("");
  const [confirmPassword, setConfirmPassword] = useState("");
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [outcome, setOutcome] = useState<Outcome>("form");

  useEffect(() => {
    if (outcome !== "done") return;
    const timer = setTimeout(() => router.push("/login"), RESET_REDIRECT_MS);
    return () => clearTimeout(timer);
  }, [outcome, router]);

  if (!userId || !secret) {
    return <Panel icon="error" title={authCopy.resetPassword} body={authCopy.invalidResetLink} />;
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    const parsed = recoveryConfirmSchema.safeParse({ userId, secret, password, confirmPassword });
    if (!parsed.success) return setError(firstIssue(parsed.error));
    setError(null);
    setBusy(true);
    try {
      await authApi.confirmRecovery(parsed.data);
      toast.success(authCopy.passwordResetDone);
      setOutcome("done");
    } catch (failure) {
      if (failure instanceof ApiError && failure.message === authCopy.resetLinkInvalid) setOutcome("invalid");
      else setError(apiErrorMessage(failure, authCopy.resetFailedRetry));
      setBusy(false);
    }
  }

  if (outcome === "done") return <Panel icon="success" title={authCopy.resetSuccessful} body={authCopy.passwordResetDone} />;
  if (outcome === "invalid") return <Panel icon="error" title={authCopy.resetPassword} body={authCopy.resetLinkInvalid} />;

  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-4">
      {error && <FormAlert>{error}</FormAlert>}
      <Field label={authCopy.newPassword}>
        <PasswordInput name="password" autoComplete="new-password" value={password} onChange={(e) => setPassword(e.target.value)} />
      </Field>
      <Field label={authCopy.confirmNewPassword}>
        <PasswordInput name="confirmPassword" autoComplete="new-password" value={confirmPassword} onChange={(e) => setConfirmPassword(e.target.value)} />
      </Field>
      <Button type="submit" loading={busy} className="w-full">
        {busy ? authCopy.resetting : authCopy.resetPassword}
      </Button>
    </form>
  );
}

function Panel({ icon, title, body }: { icon: "success" | "error"; title: string; body: string }) {
  const Icon = icon === "success" ? CheckCircle2 : XCircle;
  return (
    <div className="flex flex-col items-center text-center">
      <Icon className={icon === "success" ? "size-12 text-emerald-500" : "size-12 text-red-500"} aria-hidden="true" />
      <h2 className="mt-4 text-xl font-semibold text-slate-900 dark:text-white">{title}</h2>
      <p role={icon === "error" ? "alert" : "status"} className="mt-2 text-sm text-slate-600 dark:text-slate-400">
        {body}
      </p>
      <Link href="/login" className={buttonClasses({ variant: icon === "success" ? "primary" : "secondary", className: "mt-6 w-full" })}>
        {authCopy.returnToLogin}
      </Link>
    </div>
  );
}
