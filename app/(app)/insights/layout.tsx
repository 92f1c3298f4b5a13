import type { ReactNode } from "react";

/** The insights page's frame, shared by the page and its loading state. */
export default function InsightsLayout({ children }: { children: ReactNode }) {
  return <main className="mx-auto w-full max-w-6xl space-y-6 px-4 py-8 sm:px-6">{children}</main>;
}
