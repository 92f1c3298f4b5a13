"use client";

import type { ReactNode } from "react";
import Link from "next/link";
import { usePathname } from "next/navigation";
import { BarChart3, LayoutDashboard, Settings, type LucideIcon } from "lucide-react";
import { navCopy } from "@/lib/copy/nav";
import { cn } from "@/components/ui/cn";

/** The signed-in pages, in the order both bars list them. */
const PAGES: readonly { href: string; label: string; Icon: LucideIcon }[] = [
  { href: "/todo", label: navCopy.board, Icon: LayoutDashboard },
  { href: "/insights", label: navCopy.insights, Icon: BarChart3 },
  { href: "/settings", label: navCopy.settings, Icon: Settings },
];

/** The page the address shows, or null on another one (a workspace's settings). */
function useCurrentPage(): string | null {
  const pathname = usePathname();
  return PAGES.find((page) => pathname === page.href)?.href ?? null;
}

const focusRing = "focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-500";

/**
 * The list of the pages, each link marked with aria-current when it is the page shown (the classes style
 * that state with `aria-[current=page]:`); `icon` lays out a page's icon.
 */
function PageList({ listClassName, itemClassName, linkClassName, icon }: { listClassName: string; itemClassName?: string; linkClassName: string; icon: (Icon: LucideIcon) => ReactNode }) {
  const current = useCurrentPage();
  return (
    <ul className={listClassName}>
      {PAGES.map(({ href, label, Icon }) => (
        <li key={href} className={itemClassName}>
          <Link href={href} aria-current={current === href ? "page" : undefined} className={linkClassName}>
            {icon(Icon)}
            {label}
          </Link>
        </li>
      ))}
    </ul>
  );
}

/**
 * The pages in the top bar, on screens from `lg` (1024 px) up (narrower ones get BottomBar instead). The
 * current page is marked by its colour and underline.
 */
export function HeaderPageLinks() {
  return (
    <PageList
      listClassName="hidden items-center gap-1 lg:flex"
      linkClassName={cn(
        "flex h-9 items-center gap-1.5 rounded-lg px-2.5 text-sm font-medium text-slate-600 hover:bg-slate-100 hover:text-slate-900 dark:text-slate-300 dark:hover:bg-slate-800 dark:hover:text-white",
        "aria-[current=page]:text-indigo-700 aria-[current=page]:underline aria-[current=page]:decoration-2 aria-[current=page]:underline-offset-[6px] dark:aria-[current=page]:text-indigo-300",
        focusRing,
      )}
      icon={(Icon) => <Icon className="size-4" aria-hidden="true" />}
    />
  );
}

/**
 * The pages in a bar fixed to the bottom of the screen below `lg` (phones, tablets held upright), within
 * thumb's reach; a spacer of its height keeps the end of the page from hiding under it. Its own landmark,
 * after the page's content. The current page is marked by its colour, weight and a pill behind its icon.
 */
export function BottomBar() {
  return (
    <div className="lg:hidden">
      <div aria-hidden="true" className="h-[calc(4rem+env(safe-area-inset-bottom))]" />
      <nav
        aria-label={navCopy.pages}
        className="fixed inset-x-0 bottom-0 z-40 border-t border-slate-200 bg-white pb-[env(safe-area-inset-bottom)] dark:border-slate-800 dark:bg-slate-950"
      >
        <PageList
          listClassName="mx-auto grid h-16 max-w-md grid-cols-3"
          itemClassName="flex"
          linkClassName={cn(
            "group flex flex-1 flex-col items-center justify-center gap-1 text-xs font-medium text-slate-600 dark:text-slate-300",
            "aria-[current=page]:font-semibold aria-[current=page]:text-indigo-700 dark:aria-[current=page]:text-indigo-300",
            focusRing,
            "focus-visible:-outline-offset-4",
          )}
          icon={(Icon) => (
            <span className="rounded-full px-4 py-0.5 group-aria-[current=page]:bg-indigo-100 dark:group-aria-[current=page]:bg-indigo-950">
              <Icon className="size-5" aria-hidden="true" />
            </span>
          )}
        />
      </nav>
    </div>
  );
}
