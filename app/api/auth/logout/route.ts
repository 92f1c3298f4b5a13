import { NextResponse } from "next/server";
import { clearSessionCookie, sessionTokenOf } from "@/server/auth/session";
import { route } from "@/server/http";
import { logout } from "@/server/services/accounts";

/** Ends the current session (if any) and clears the cookie. */
export const POST = route(async (req) => {
  await logout(sessionTokenOf(req));
  const res = NextResponse.json({ data: null });
  clearSessionCookie(res);
  return res;
});
