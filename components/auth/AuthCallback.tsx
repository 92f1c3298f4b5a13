"use client";

import { useEffect } from "react";
import { useRouter } from "next/navigation";
import { request } from "@/lib/api/request";
import { GOOGLE_CALLBACK } from "@/lib/constants/auth";
import { authCopy } from "@/lib/copy/auth";
import type { SessionAnswer } from "@/lib/schemas/auth";
import { Spinner } from "@/components/ui/Spinner";
import { toast } from "@/components/ui/toast";
import { authApi } from "./auth-api";

/** Set while a result is being processed; released after GOOGLE_CALLBACK.repeatGuardMs. */
let processing = false;
/** The last toast shown here, so the same one is not repeated within GOOGLE_CALLBACK.duplicateToastMs. */
let lastToast = { text: "", at: 0 };

function toastOnce(kind: "success" | "error", text: string): void {
  const now = Date.now();
  if (lastToast.text === text && now - lastToast.at < GOOGLE_CALLBACK.duplicateToastMs) return;
  lastToast = { text, at: now };
  toast[kind](text);
}

/** What a hosted Google sign-in (the appwrite backend) returns in the query, to exchange for the session. */
export interface HostedSignInToken {
  state: string;
  userId: string;
  secret: string;
}

/** The session of a hosted sign-in's token, or (our OIDC client already set the cookie) the current one. */
const completeSignIn = (token: HostedSignInToken | null) =>
  token
    ? request<{ data: SessionAnswer }>("/api/auth/google/session", { method: "POST", body: JSON.stringify(token) }).then((answer) => answer.data)
    : authApi.me();

/**
 * /auth/callback, where Google sign-in returns: 'Completing Sign In', a
 * 500 ms wait, then the session (exchanging the token first when there is one); success -> /todo
 * after 1 s (replacing history), failure or a 15 s time-out -> /login.
 */
export function AuthCallback({ token }: { token: HostedSignInToken | null }) {
  const router = useRouter();

  useEffect(() => {
    // The secret is good once; it leaves the address bar and the history at once.
    if (token) window.history.replaceState(null, "", "/auth/callback");
    let finished = false;
    const timers: ReturnType<typeof setTimeout>[] = [];
    const later = (fn: () => void, ms: number) => timers.push(setTimeout(fn, ms));
    const fail = () => {
      if (finished) return;
      finished = true;
      toastOnce("error", authCopy.googleAfterRedirect);
      router.replace("/login");
    };

    later(fail, GOOGLE_CALLBACK.timeoutMs);
    later(async () => {
      if (processing) return;
      processing = true;
      setTimeout(() => (processing = false), GOOGLE_CALLBACK.repeatGuardMs);
      try {
        const { user } = await completeSignIn(token);
        if (finished) return;
        finished = true;
        toastOnce("success", authCopy.welcome(user.name));
        later(() => {
          router.replace("/todo");
          router.refresh();
        }, GOOGLE_CALLBACK.redirectMs);
      } catch {
        fail();
      }
    }, GOOGLE_CALLBACK.waitMs);

    return () => timers.forEach(clearTimeout);
  }, [router, token]);

  return (
    <main className="flex min-h-[calc(100vh-3.5rem)] flex-col items-center justify-center gap-4 px-4 text-center">
      <Spinner className="size-8 text-indigo-600" />
      <h1 className="text-xl font-semibold text-slate-900 dark:text-white">{authCopy.completingSignIn}</h1>
      <p className="text-sm text-slate-600 dark:text-slate-400">{authCopy.pleaseWait}</p>
    </main>
  );
}
