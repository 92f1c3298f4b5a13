import type { ReactNode } from "react";
import { SKIP_TARGET } from "@/lib/constants/common";

/** The insights page's frame, shared by the page and its loading state. */
export default function InsightsLayout({ children }: { children: ReactNode }) {
  return <main id={SKIP_TARGET.main} className="mx-auto w-full max-w-6xl space-y-6 px-4 py-8 sm:px-6">{children}</main>;
}
