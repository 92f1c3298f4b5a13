"use client";

import { useEffect } from "react";
import { useRouter } from "next/navigation";
import { GOOGLE_CALLBACK } from "@/lib/constants";
import { AUTH_COPY, MSG } from "@/lib/messages";
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

/**
 * /auth/callback, where Google sign-in returns (spec §4 Google callback): 'Completing Sign In', a
 * 500 ms wait, then the session check; success -> /todo after 1 s (replacing history), failure or a
 * 15 s time-out -> /login.
 */
export function AuthCallback() {
  const router = useRouter();

  useEffect(() => {
    let finished = false;
    const timers: ReturnType<typeof setTimeout>[] = [];
    const later = (fn: () => void, ms: number) => timers.push(setTimeout(fn, ms));
    const fail = () => {
      if (finished) return;
      finished = true;
      toastOnce("error", MSG.googleAfterRedirect);
      router.replace("/login");
    };

    later(fail, GOOGLE_CALLBACK.timeoutMs);
    later(async () => {
      if (processing) return;
      processing = true;
      setTimeout(() => (processing = false), GOOGLE_CALLBACK.repeatGuardMs);
      try {
        const { user } = await authApi.me();
        if (finished) return;
        finished = true;
        toastOnce("success", MSG.welcome(user.name));
        later(() => {
          router.replace("/todo");
          router.refresh();
        }, GOOGLE_CALLBACK.redirectMs);
      } catch {
        fail();
      }
    }, GOOGLE_CALLBACK.waitMs);

    return () => timers.forEach(clearTimeout);
  }, [router]);

  return (
    <main className="flex min-h-[calc(100vh-3.5rem)] flex-col items-center justify-center gap-4 px-4 text-center">
      <Spinner className="size-8 text-indigo-600" />
      <h1 className="text-xl font-semibold text-slate-900 dark:text-white">{AUTH_COPY.completingSignIn}</h1>
      <p className="text-sm text-slate-600 dark:text-slate-400">{AUTH_COPY.pleaseWait}</p>
    </main>
  );
}
