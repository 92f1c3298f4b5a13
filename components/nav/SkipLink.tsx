"use client";

import { usePathname } from "next/navigation";
import { SKIP_TARGET } from "@/lib/constants/common";
import { boardCopy } from "@/lib/copy/board";
import { commonCopy } from "@/lib/copy/common";

/**
 * The first stop of the keyboard on a signed-in page, shown only while focused: past the navigation bar
 * to the board's columns on /todo (past the add-task bar too), to the main content elsewhere.
 */
export function SkipLink() {
  const onBoard = usePathname() === "/todo";
  return (
    <a
      href={`#${onBoard ? SKIP_TARGET.board : SKIP_TARGET.main}`}
      className="sr-only rounded-lg bg-indigo-600 px-4 py-2 text-sm font-medium text-white focus:not-sr-only focus:fixed focus:left-3 focus:top-3 focus:z-[60] focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-500"
    >
      {onBoard ? boardCopy.skipToBoard : commonCopy.skipToContent}
    </a>
  );
}
