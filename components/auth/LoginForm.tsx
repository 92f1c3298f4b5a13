"use client";

import { useEffect, useState, type FormEvent } from "react";
import dynamic from "next/dynamic";
import Link from "next/link";
import { useRouter } from "next/navigation";
import { LOGIN_REDIRECT_MS } from "@/lib/constants/auth";
import { authCopy } from "@/lib/copy/auth";
import { Button } from "@/components/ui/Button";
import { Field } from "@/components/ui/Field";
import { Input } from "@/components/ui/Input";
import { PasswordInput } from "@/components/ui/PasswordInput";
import { toast } from "@/components/ui/toast";
import { ApiError } from "@/lib/api/request";
import { authApi } from "./auth-api";
import { Divider, FormAlert } from "./AuthCard";
import { isNetworkFailure, loginErrorMessage } from "./error-messages";
import { GoogleButton } from "./GoogleButton";

const ForgotPasswordDialog = dynamic(() => import("./ForgotPasswordDialog").then((m) => m.ForgotPasswordDialog), { ssr: false });

type Props = {
  googleEnabled: boolean;
  /** The page was reached from a failed Google sign-in (/login?error=google). */
  googleFailed: boolean;
};

/** Toast id of the Google failure: the same toast is never shown twice at once. */
const GOOGLE_ERROR_TOAST = "google-sign-in-failed";

/** /login (rules and error texts: docs/product.md#accounts-and-sessions). */
export function LoginForm({ googleEnabled, googleFailed }: Props) {
  const router = useRouter();
  const [email, setEmail] = useState("");
  const [password, setPassword] = useState("");
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [forgotOpen, setForgotOpen] = useState(false);

  useEffect(() => {
    if (!googleFailed) return;
    toast.error(authCopy.googleFailed, { id: GOOGLE_ERROR_TOAST });
    window.history.replaceState(null, "", "/login");
  }, [googleFailed]);

  async function submit(event: FormEvent) {
    event.preventDefault();
    // The schema (and Zod) loads on the first submit, not with the page.
    const { firstIssue, loginSchema } = await import("@/lib/schemas/auth");
    const parsed = loginSchema.safeParse({ email, password });
    if (!parsed.success) return setError(firstIssue(parsed.error));
    setError(null);
    setBusy(true);
    const signingIn = toast.loading(authCopy.signingIn);
    try {
      const { user, emailVerificationRequired } = await authApi.login(parsed.data);
      if (emailVerificationRequired) {
        // Signed in, but kept here until the e-mail is verified.
        toast.warning(authCopy.verifyToContinue, { id: signingIn });
        setError(authCopy.verifyToContinue);
        setBusy(false);
        return;
      }
      toast.success(authCopy.welcomeBack(user.name), { id: signingIn });
      setTimeout(() => {
        router.replace("/todo");
        router.refresh();
      }, LOGIN_REDIRECT_MS);
    } catch (failure) {
      toast.dismiss(signingIn);
      // An answer from the server, or a request that never reached it (the network error text).
      if (failure instanceof ApiError || isNetworkFailure(failure)) {
        setError(loginErrorMessage(failure));
      } else {
        setError(authCopy.failedToLogInRetry);
        toast.error(authCopy.authenticationFailed);
      }
      setBusy(false);
    }
  }

  return (
    <>
      <form onSubmit={submit} noValidate className="flex flex-col gap-4">
        {error && <FormAlert>{error}</FormAlert>}
        <Field label={authCopy.email}>
          <Input type="email" name="email" autoComplete="email" value={email} onChange={(e) => setEmail(e.target.value)} />
        </Field>
        <Field
          label={authCopy.password}
          labelAside={
            <button
              type="button"
              onClick={() => setForgotOpen(true)}
              className="text-sm font-medium text-indigo-600 hover:text-indigo-500 focus-visible:outline-2 focus-visible:outline-indigo-500 dark:text-indigo-400"
            >
              {authCopy.forgotPassword}
            </button>
          }
        >
          <PasswordInput name="password" autoComplete="current-password" value={password} onChange={(e) => setPassword(e.target.value)} />
        </Field>
        <Button type="submit" loading={busy} className="w-full">
          {authCopy.signIn}
        </Button>
      </form>
      <Divider />
      <GoogleButton enabled={googleEnabled} />
      <p className="mt-6 text-center text-sm text-slate-600 dark:text-slate-400">
        {authCopy.noAccount}{" "}
        <Link href="/register" className="font-medium text-indigo-600 hover:text-indigo-500 dark:text-indigo-400">
          {authCopy.register}
        </Link>
      </p>
      {forgotOpen && <ForgotPasswordDialog open onClose={() => setForgotOpen(false)} initialEmail={email} />}
    </>
  );
}
