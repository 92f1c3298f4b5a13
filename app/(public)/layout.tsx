import type { ReactNode } from "react";
import { NavBar } from "@/components/nav/NavBar";

/** Public pages (landing, sign-in, registration, account links): the signed-out navigation bar. */
export default function PublicLayout({ children }: { children: ReactNode }) {
  return (
    <>
      <NavBar user={null} />
      {children}
    </>
  );
}
