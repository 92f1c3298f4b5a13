"use client";

import { useState, type FormEvent } from "react";
import Link from "next/link";
import { useRouter } from "next/navigation";
import { MailCheck } from "lucide-react";
import { LOGIN_REDIRECT_MS } from "@/lib/constants/auth";
import { authCopy } from "@/lib/copy/auth";
import { ApiError } from "@/lib/api/request";
import { firstIssue, registerSchema, type RegisterInput } from "@/lib/schemas/auth";
import { Button, buttonClasses } from "@/components/ui/Button";
import { Field } from "@/components/ui/Field";
import { Input } from "@/components/ui/Input";
import { PasswordInput } from "@/components/ui/PasswordInput";
import { toast } from "@/components/ui/toast";
import { authApi } from "./auth-api";
import { Divider, FormAlert } from "./AuthCard";
import { isNetworkFailure, registerErrorMessage } from "./error-messages";
import { GoogleButton } from "./GoogleButton";

type Props = {
  googleEnabled: boolean;
  /** Prefills the e-mail (from /register?email=..., e.g. a workspace invitation). */
  initialEmail?: string;
};

/** /register (rules and error texts: docs/product.md#accounts-and-sessions). */
export function RegisterForm({ googleEnabled, initialEmail = "" }: Props) {
  const router = useRouter();
  const [values, setValues] = useState<RegisterInput>({ name: "", email: initialEmail, password: "", confirmPassword: "" });
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [registered, setRegistered] = useState(false);

  const set = (field: keyof RegisterInput) => (event: { target: { value: string } }) =>
    setValues((v) => ({ ...v, [field]: event.target.value }));

  async function submit(event: FormEvent) {
    event.preventDefault();
    const parsed = registerSchema.safeParse(values);
    if (!parsed.success) return setError(firstIssue(parsed.error));
    setError(null);
    setBusy(true);
    try {
      const { user, emailVerificationRequired, verificationEmailSent } = await authApi.register(parsed.data);
      if (emailVerificationRequired) {
        toast.success(authCopy.welcomeVerify(user.name));
        // The account exists; the gate's 'Resend Verification Email' sends the link later.
        if (verificationEmailSent === false) toast.error(authCopy.verificationSendFailed);
        setRegistered(true);
        return;
      }
      toast.success(authCopy.welcome(user.name));
      setTimeout(() => {
        router.replace("/todo");
        router.refresh();
      }, LOGIN_REDIRECT_MS);
    } catch (failure) {
      // An answer from the server, or a request that never reached it (the network error text).
      setError(failure instanceof ApiError || isNetworkFailure(failure) ? registerErrorMessage(failure) : authCopy.failedToCreateAccountRetry);
      setBusy(false);
    }
  }

  if (registered) {
    return (
      <div className="flex flex-col items-center text-center">
        <MailCheck className="size-12 text-emerald-500" aria-hidden="true" />
        <h2 className="mt-4 text-xl font-semibold text-slate-900 dark:text-white">{authCopy.registrationSuccessful}</h2>
        <p className="mt-2 text-sm text-slate-600 dark:text-slate-400">{authCopy.checkEmailToVerify}</p>
        {/* Signed in already: /todo shows the 'Verify Your Email' screen until the link is opened. */}
        <Link href="/todo" className={buttonClasses({ variant: "secondary", className: "mt-6 w-full" })}>
          {authCopy.continue}
        </Link>
      </div>
    );
  }

  return (
    <>
      <form onSubmit={submit} noValidate className="flex flex-col gap-4">
        {error && <FormAlert>{error}</FormAlert>}
        <Field label={authCopy.fullName}>
          <Input name="name" autoComplete="name" value={values.name} onChange={set("name")} />
        </Field>
        <Field label={authCopy.email}>
          <Input type="email" name="email" autoComplete="email" value={values.email} onChange={set("email")} />
        </Field>
        <Field label={authCopy.password}>
          <PasswordInput name="password" autoComplete="new-password" value={values.password} onChange={set("password")} />
        </Field>
        <Field label={authCopy.confirmPassword}>
          <PasswordInput name="confirmPassword" autoComplete="new-password" value={values.confirmPassword} onChange={set("confirmPassword")} />
        </Field>
        <Button type="submit" loading={busy} className="w-full">
          {busy ? authCopy.creatingAccount : authCopy.createAccount}
        </Button>
      </form>
      <Divider />
      <GoogleButton enabled={googleEnabled} />
      <p className="mt-6 text-center text-sm text-slate-600 dark:text-slate-400">
        {authCopy.haveAccount}{" "}
        <Link href="/login" className="font-medium text-indigo-600 hover:text-indigo-500 dark:text-indigo-400">
          {authCopy.login}
        </Link>
      </p>
    </>
  );
}
