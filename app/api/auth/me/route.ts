import type { SessionAnswer } from "@/lib/schemas/auth";
import { withSession } from "@/server/http";

/** The signed-in account (also when unverified); 401 when signed out. */
export const GET = withSession(
  async (_req, { user }) => Response.json({ data: { user, emailVerificationRequired: !user.emailVerification } satisfies SessionAnswer }),
  { allowUnverified: true },
);
