"use client";

import { useCallback, useState } from "react";
import { useRouter } from "next/navigation";
import { MSG } from "@/lib/messages";
import { toast } from "@/components/ui/toast";
import { authApi } from "./auth-api";

/** Log out (user menu, gate): ends the session, toasts 'You have been logged out' and goes to /login. */
export function useSignOut(): { signOut: () => Promise<void>; signingOut: boolean } {
  const router = useRouter();
  const [signingOut, setSigningOut] = useState(false);
  const signOut = useCallback(async () => {
    setSigningOut(true);
    try {
      await authApi.logout();
      toast.success(MSG.loggedOut);
      router.replace("/login");
      router.refresh();
    } catch {
      toast.error(MSG.logoutFailed);
    } finally {
      setSigningOut(false);
    }
  }, [router]);
  return { signOut, signingOut };
}
