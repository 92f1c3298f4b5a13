"use client";

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
 * The pages in the top bar, on screens from `lg` (1024 px) up (a phone gets BottomBar instead). The current page is
 * marked for assistive technology (aria-current) and by its colour and underline.
 */
export function HeaderPageLinks() {
  const current = useCurrentPage();
  return (
    <ul className="hidden items-center gap-1 lg:flex">
      {PAGES.map(({ href, label, Icon }) => (
        <li key={href}>
          <Link
            href={href}
            aria-current={current === href ? "page" : undefined}
            className={cn(
              "flex h-9 items-center gap-1.5 rounded-lg px-2.5 text-sm font-medium text-slate-600 hover:bg-slate-100 hover:text-slate-900 dark:text-slate-300 dark:hover:bg-slate-800 dark:hover:text-white",
              "aria-[current=page]:text-indigo-700 aria-[current=page]:underline aria-[current=page]:decoration-2 aria-[current=page]:underline-offset-[6px] dark:aria-[current=page]:text-indigo-300",
              focusRing,
            )}
          >
            <Icon className="size-4" aria-hidden="true" />
            {label}
          </Link>
        </li>
      ))}
    </ul>
  );
}

/**
 * The pages in a bar fixed to the bottom of a phone's screen (below `lg`: phones and tablets held upright), within thumb's reach; a spacer
 * of its height keeps the end of the page from hiding under it. Its own landmark, after the page's content.
 */
export function BottomBar() {
  const current = useCurrentPage();
  return (
    <div className="lg:hidden">
      <div aria-hidden="true" className="h-[calc(4rem+env(safe-area-inset-bottom))]" />
      <nav
        aria-label={navCopy.pages}
        className="fixed inset-x-0 bottom-0 z-40 border-t border-slate-200 bg-white pb-[env(safe-area-inset-bottom)] dark:border-slate-800 dark:bg-slate-950"
      >
        <ul className="mx-auto grid h-16 max-w-md grid-cols-3">
          {PAGES.map(({ href, label, Icon }) => (
            <li key={href} className="flex">
              <Link
                href={href}
                aria-current={current === href ? "page" : undefined}
                className={cn(
                  "group flex flex-1 flex-col items-center justify-center gap-1 text-xs font-medium text-slate-600 dark:text-slate-300",
                  "aria-[current=page]:font-semibold aria-[current=page]:text-indigo-700 dark:aria-[current=page]:text-indigo-300",
                  focusRing,
                  "focus-visible:-outline-offset-4",
                )}
              >
                {/* The current page's icon sits on a pill: marked by more than its colour. */}
                <span className="rounded-full px-4 py-0.5 group-aria-[current=page]:bg-indigo-100 dark:group-aria-[current=page]:bg-indigo-950">
                  <Icon className="size-5" aria-hidden="true" />
                </span>
                {label}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
    </div>
  );
}
