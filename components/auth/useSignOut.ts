"use client";

import { useCallback, useState } from "react";
import { useRouter } from "next/navigation";
import { sessionCopy } from "@/lib/copy/session";
import { toast } from "@/components/ui/toast";
import { forgetThisDevice } from "@/components/pwa/forget";
import { authApi } from "./auth-api";

/**
 * Log out (user menu, gate): ends the session, forgets what this device kept of the user (the offline
 * board), toasts 'You have been logged out' and goes to /login.
 */
export function useSignOut(): { signOut: () => Promise<void>; signingOut: boolean } {
  const router = useRouter();
  const [signingOut, setSigningOut] = useState(false);
  const signOut = useCallback(async () => {
    setSigningOut(true);
    try {
      await authApi.logout();
      await forgetThisDevice();
      toast.success(sessionCopy.loggedOut);
      router.replace("/login");
      router.refresh();
    } catch {
      toast.error(sessionCopy.logoutFailed);
    } finally {
      setSigningOut(false);
    }
  }, [router]);
  return { signOut, signingOut };
}
