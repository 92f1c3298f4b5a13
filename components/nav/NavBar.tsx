import Link from "next/link";
import type { ReactNode } from "react";
import { APP_NAME } from "@/lib/constants/common";
import { sessionCopy } from "@/lib/copy/session";
import { navCopy } from "@/lib/copy/nav";
import { buttonClasses } from "@/components/ui/Button";
import { LogoMark } from "./Logo";
import { ThemeToggle } from "./ThemeToggle";

export type NavUser = { name: string; email: string };

type NavBarProps = {
  user: NavUser | null;
  /** Signed in only: controls right after the logo (e.g. the workspace switcher). */
  leading?: ReactNode;
  /** Signed in only: the links between the pages (HeaderPageLinks), after the leading controls. */
  pages?: ReactNode;
  /** Signed in only: controls before the theme toggle (completed toggle, reminders button). */
  children?: ReactNode;
  /** Signed in only: controls after the theme toggle (the user menu). */
  trailing?: ReactNode;
};

/**
 * The top navigation bar of every page. Signed out it offers Login and Register; signed in and verified,
 * the links between the pages sit after the workspace switcher (on a phone they are in the BottomBar).
 */
export function NavBar({ user, leading, pages, children, trailing }: NavBarProps) {
  return (
    <header className="sticky top-0 z-40 border-b border-slate-200/80 bg-white/80 backdrop-blur-md dark:border-slate-800/80 dark:bg-slate-950/80">
      <nav aria-label={navCopy.main} className="mx-auto flex h-14 max-w-6xl items-center gap-2 px-3 sm:gap-3 sm:px-6">
        <Link
          href="/"
          className="flex shrink-0 items-center gap-2 rounded-lg text-lg font-semibold tracking-tight text-slate-900 focus-visible:outline-2 focus-visible:outline-offset-4 focus-visible:outline-indigo-500 dark:text-white"
        >
          <LogoMark className="size-7" />
          {/* On a phone the mark alone; the name is still the link's accessible name. */}
          <span className="sr-only sm:not-sr-only">{APP_NAME}</span>
        </Link>
        {user && leading}
        {user && pages}
        <div className="ml-auto flex shrink-0 items-center gap-0.5 sm:gap-2">
          {user && children}
          <ThemeToggle />
          {user ? (
            trailing
          ) : (
            <>
              <Link href="/login" className={buttonClasses({ variant: "ghost", size: "sm" })}>
                {sessionCopy.login}
              </Link>
              <Link href="/register" className={buttonClasses({ variant: "primary", size: "sm" })}>
                {sessionCopy.register}
              </Link>
            </>
          )}
        </div>
      </nav>
    </header>
  );
}
