"use client";

import { useState, type FormEvent } from "react";
import { authCopy } from "@/lib/copy/auth";
import { firstIssue, verificationConfirmSchema, type VerificationConfirmedAnswer } from "@/lib/schemas/auth";
import { ApiError } from "@/lib/api/request";
import { Button } from "@/components/ui/Button";
import { Field } from "@/components/ui/Field";
import { PasswordInput } from "@/components/ui/PasswordInput";
import { authApi } from "./auth-api";
import { FormAlert } from "./AuthCard";
import { apiErrorMessage } from "./error-messages";

type Props = {
  userId: string;
  secret: string;
  onVerified: (answer: VerificationConfirmedAnswer) => void;
  /** The link turned out used or expired meanwhile: the page shows its error panel. */
  onLinkFailed: (message: string) => void;
};

/**
 * A verification link opened in a browser that is not signed in to the account: the account's password
 * finishes verifying (and signs this browser in); "I didn't create this account" lets the mailbox's
 * owner choose a new password instead, which signs out whoever registered the address.
 */
export function VerifyWithPassword({ userId, secret, onVerified, onLinkFailed }: Props) {
  const [mode, setMode] = useState<"password" | "newPassword">("password");
  const [password, setPassword] = useState("");
  const [newPassword, setNewPassword] = useState("");
  const [confirmPassword, setConfirmPassword] = useState("");
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const body = mode === "password" ? { userId, secret, password } : { userId, secret, newPassword, confirmPassword };
    const parsed = verificationConfirmSchema.safeParse(body);
    if (!parsed.success) return setError(firstIssue(parsed.error));
    setError(null);
    setBusy(true);
    try {
      onVerified(await authApi.confirmVerification(parsed.data));
    } catch (failure) {
      setBusy(false);
      if (failure instanceof ApiError && failure.status === 400 && failure.message === authCopy.verifyFailed) onLinkFailed(failure.message);
      else setError(apiErrorMessage(failure, authCopy.verificationFailed));
    }
  }

  const switchTo = (next: "password" | "newPassword") => {
    setMode(next);
    setError(null);
  };

  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-4">
      {error && <FormAlert>{error}</FormAlert>}
      {mode === "password" ? (
        <>
          <p className="text-sm text-slate-700 dark:text-slate-300">{authCopy.verifyPasswordRequired}</p>
          <Field label={authCopy.password}>
            <PasswordInput name="password" autoComplete="current-password" autoFocus value={password} onChange={(e) => setPassword(e.target.value)} />
          </Field>
          <Button type="submit" loading={busy} className="w-full">
            {authCopy.finishVerifying}
          </Button>
          <Button type="button" variant="ghost" className="w-full" onClick={() => switchTo("newPassword")}>
            {authCopy.notMyAccount}
          </Button>
        </>
      ) : (
        <>
          <p className="text-sm text-slate-700 dark:text-slate-300">{authCopy.notMyAccountIntro}</p>
          <Field label={authCopy.newPassword}>
            <PasswordInput name="newPassword" autoComplete="new-password" autoFocus value={newPassword} onChange={(e) => setNewPassword(e.target.value)} />
          </Field>
          <Field label={authCopy.confirmNewPassword}>
            <PasswordInput name="confirmPassword" autoComplete="new-password" value={confirmPassword} onChange={(e) => setConfirmPassword(e.target.value)} />
          </Field>
          <Button type="submit" loading={busy} className="w-full">
            {authCopy.setPasswordAndVerify}
          </Button>
          <Button type="button" variant="ghost" className="w-full" onClick={() => switchTo("password")}>
            {authCopy.back}
          </Button>
        </>
      )}
    </form>
  );
}
