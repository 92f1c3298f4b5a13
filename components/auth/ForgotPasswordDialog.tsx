"use client";

import { useState, type FormEvent } from "react";
import { CheckCircle2 } from "lucide-react";
import { authCopy } from "@/lib/copy/auth";
import { commonCopy } from "@/lib/copy/common";
import { firstIssue, recoverySchema } from "@/lib/schemas/auth";
import { Button } from "@/components/ui/Button";
import { Dialog, DialogFooter } from "@/components/ui/Dialog";
import { Field } from "@/components/ui/Field";
import { Input } from "@/components/ui/Input";
import { toast } from "@/components/ui/toast";
import { authApi } from "./auth-api";
import { apiErrorMessage } from "./error-messages";

type Props = { open: boolean; onClose: () => void; initialEmail?: string };

/** "Forgot Password": e-mail, Cancel, Send Instructions; then 'Email Sent Successfully!'. */
export function ForgotPasswordDialog({ open, onClose, initialEmail = "" }: Props) {
  return (
    <Dialog open={open} onClose={onClose} title={authCopy.forgotTitle} size="sm">
      {/* Mounted per opening, so every opening starts from the form. */}
      <ForgotPasswordBody onClose={onClose} initialEmail={initialEmail} />
    </Dialog>
  );
}

function ForgotPasswordBody({ onClose, initialEmail }: { onClose: () => void; initialEmail: string }) {
  const [email, setEmail] = useState(initialEmail);
  const [error, setError] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const [sent, setSent] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const parsed = recoverySchema.safeParse({ email });
    if (!parsed.success) return setError(firstIssue(parsed.error));
    setError(null);
    setSending(true);
    try {
      await authApi.requestRecovery(parsed.data);
      toast.success(authCopy.recoverySent);
      setSent(true);
    } catch (failure) {
      setError(apiErrorMessage(failure, authCopy.recoveryFailed));
    } finally {
      setSending(false);
    }
  }

  if (sent) {
    return (
      <div className="flex flex-col items-center text-center">
        <CheckCircle2 className="size-10 text-emerald-500" aria-hidden="true" />
        <h3 className="mt-3 text-base font-semibold text-slate-900 dark:text-white">{authCopy.emailSent}</h3>
        <p className="mt-2 text-sm text-slate-600 dark:text-slate-400">{authCopy.emailSentBody}</p>
        <Button className="mt-6 w-full" onClick={onClose}>
          {authCopy.returnToLogin}
        </Button>
      </div>
    );
  }

  return (
    <form onSubmit={submit} noValidate>
      <p className="mb-4 text-sm text-slate-600 dark:text-slate-400">{authCopy.forgotIntro}</p>
      <Field label={authCopy.email} error={error}>
        <Input type="email" name="email" autoComplete="email" value={email} onChange={(e) => setEmail(e.target.value)} />
      </Field>
      <DialogFooter>
        <Button variant="secondary" onClick={onClose} disabled={sending}>
          {commonCopy.cancel}
        </Button>
        <Button type="submit" loading={sending}>
          {sending ? commonCopy.sending : authCopy.sendInstructions}
        </Button>
      </DialogFooter>
    </form>
  );
}
