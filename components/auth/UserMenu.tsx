"use client";

import { useEffect, useId, useRef, useState, type KeyboardEvent } from "react";
import Link from "next/link";
import { BarChart3, Bug, ChevronDown, LogOut, Settings } from "lucide-react";
import { sessionCopy } from "@/lib/copy/session";
import { navCopy } from "@/lib/copy/nav";
import { cn } from "@/components/ui/cn";
import { Avatar } from "./Avatar";
import { displayName } from "./initials";
import { useSignOut } from "./useSignOut";

/** Where 'Report Bug/Feature' goes (config SUPPORT_URL, SUPPORT_EMAIL): the page if set, else a mail draft. */
export interface SupportContact {
  url?: string;
  email?: string;
}

export interface UserMenuProps {
  /** The signed-in user (name may be empty: the part of the e-mail before the @ is shown then). */
  user: { name: string; email: string };
  /** Without a page or an address, the menu has no 'Report Bug/Feature'. */
  support?: SupportContact;
}

const itemClasses =
  "flex w-full items-center gap-2 rounded-md px-3 py-2 text-left text-sm text-slate-700 outline-none hover:bg-slate-100 focus-visible:bg-slate-100 " +
  "dark:text-slate-200 dark:hover:bg-slate-800 dark:focus-visible:bg-slate-800";

/** The support page, else a mail draft to the support address, else null (the item is left out). */
function supportHref({ url, email }: SupportContact = {}): string | null {
  if (url) return url;
  if (!email) return null;
  const query = new URLSearchParams({ subject: sessionCopy.feedbackSubject, body: sessionCopy.feedbackBody });
  // mailto wants %20 for spaces, not "+".
  return `mailto:${email}?${query.toString().replace(/\+/g, "%20")}`;
}

/**
 * The user menu of the navigation bar: initial, name (or e-mail before the @) and e-mail;
 * Weekly Insights, Report Bug/Feature (the support page or a mail draft, when configured) and Log out.
 * A menu button: arrows move between items, Escape or a click outside closes and focus returns to the
 * button. The button is named by what it shows (the name, hidden from view on a phone) and then
 * 'User menu', so a voice command with the visible name reaches it.
 */
export function UserMenu({ user, support }: UserMenuProps) {
  const { signOut, signingOut } = useSignOut();
  const [open, setOpen] = useState(false);
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const menuRef = useRef<HTMLDivElement>(null);
  const menuId = useId();
  const name = displayName(user);
  const feedback = supportHref(support);

  const items = () => Array.from(menuRef.current?.querySelectorAll<HTMLElement>('[role="menuitem"]') ?? []);
  const close = (returnFocus: boolean) => {
    setOpen(false);
    if (returnFocus) buttonRef.current?.focus();
  };

  useEffect(() => {
    if (!open) return;
    items()[0]?.focus();
    const onPointerDown = (event: PointerEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener("pointerdown", onPointerDown);
    return () => document.removeEventListener("pointerdown", onPointerDown);
  }, [open]);

  function onMenuKeyDown(event: KeyboardEvent) {
    const list = items();
    const index = list.indexOf(document.activeElement as HTMLElement);
    const move = (to: number) => {
      event.preventDefault();
      list[(to + list.length) % list.length]?.focus();
    };
    if (event.key === "ArrowDown") move(index + 1);
    else if (event.key === "ArrowUp") move(index - 1);
    else if (event.key === "Home") move(0);
    else if (event.key === "End") move(list.length - 1);
    else if (event.key === "Escape") {
      event.preventDefault();
      close(true);
    } else if (event.key === "Tab") setOpen(false);
  }

  return (
    <div ref={rootRef} className="relative">
      <button
        ref={buttonRef}
        type="button"
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? menuId : undefined}
        onClick={() => setOpen((o) => !o)}
        onKeyDown={(event) => {
          if (event.key === "ArrowDown" && !open) {
            event.preventDefault();
            setOpen(true);
          }
        }}
        className="flex items-center gap-2 rounded-full p-0.5 pr-2 text-sm font-medium text-slate-700 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-indigo-500 dark:text-slate-200 dark:hover:bg-slate-800"
      >
        <Avatar user={user} />
        <span className="sr-only max-w-32 truncate sm:not-sr-only">{name}</span>
        <span className="sr-only">{` ${sessionCopy.userMenu}`}</span>
        <ChevronDown className={cn("size-4 transition-transform", open && "rotate-180")} aria-hidden="true" />
      </button>
      {open && (
        <div
          ref={menuRef}
          id={menuId}
          role="menu"
          aria-label={sessionCopy.userMenu}
          onKeyDown={onMenuKeyDown}
          className="absolute right-0 z-50 mt-2 w-64 animate-fade-in rounded-xl border border-slate-200 bg-white p-1.5 shadow-xl shadow-slate-900/10 dark:border-slate-800 dark:bg-slate-900 dark:shadow-black/40"
        >
          <div className="flex items-center gap-3 border-b border-slate-200 px-3 pb-3 pt-2 dark:border-slate-800">
            <Avatar user={user} className="size-9" />
            <div className="min-w-0">
              <p className="truncate text-sm font-semibold text-slate-900 dark:text-white">{name}</p>
              <p className="truncate text-xs text-slate-500 dark:text-slate-400">{user.email}</p>
            </div>
          </div>
          <div className="pt-1.5">
            <Link href="/insights" role="menuitem" tabIndex={-1} className={itemClasses} onClick={() => setOpen(false)}>
              <BarChart3 className="size-4" aria-hidden="true" />
              {navCopy.weeklyInsights}
            </Link>
            <Link href="/settings" role="menuitem" tabIndex={-1} className={itemClasses} onClick={() => setOpen(false)}>
              <Settings className="size-4" aria-hidden="true" />
              {navCopy.settings}
            </Link>
            {feedback && (
              <a
                href={feedback}
                {...(support?.url ? { target: "_blank", rel: "noopener noreferrer" } : {})}
                role="menuitem"
                tabIndex={-1}
                className={itemClasses}
                onClick={() => setOpen(false)}
              >
                <Bug className="size-4" aria-hidden="true" />
                {sessionCopy.reportBug}
              </a>
            )}
            <button
              type="button"
              role="menuitem"
              tabIndex={-1}
              disabled={signingOut}
              className={itemClasses}
              onClick={() => {
                setOpen(false);
                void signOut();
              }}
            >
              <LogOut className="size-4" aria-hidden="true" />
              {sessionCopy.logOut}
            </button>
          </div>
        </div>
      )}
    </div>
  );
}
