"use client";

import { usePathname } from "next/navigation";
import { CheckCheck } from "lucide-react";
import { Button } from "@/components/ui/Button";
import { Tooltip } from "@/components/ui/Tooltip";
import { tasksCopy } from "@/lib/copy/tasks";
import { useShowCompleted } from "./preferences";

/** The top bar's show/hide completed tasks toggle; it renders on /todo only, so the nav bar can always mount it. */
export function CompletedToggle() {
  const [show, setShow] = useShowCompleted();
  if (usePathname() !== "/todo") return null;
  const label = show ? tasksCopy.hideCompleted : tasksCopy.showCompleted;
  return (
    <Tooltip content={label} side="bottom">
      <Button
        variant="ghost"
        size="icon"
        aria-label={label}
        aria-pressed={show}
        onClick={() => setShow(!show)}
        className={show ? "text-indigo-600 dark:text-indigo-400" : undefined}
      >
        <CheckCheck className="size-5" aria-hidden />
      </Button>
    </Tooltip>
  );
}
