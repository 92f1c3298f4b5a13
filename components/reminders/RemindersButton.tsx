"use client";

import dynamic from "next/dynamic";
import { useState } from "react";
import { Bell } from "lucide-react";
import { formatBadgeCount } from "@/lib/format";
import { remindersCopy } from "@/lib/copy/reminders";
import { Button } from "@/components/ui/Button";
import { useActiveWorkspace } from "@/components/workspace/ActiveWorkspaceProvider";
import { useLaunchShortcut } from "@/components/pwa/launch";
import { LAUNCH_PARAMS } from "@/lib/constants/pwa";
import { countNotDone } from "./filter";
import { useReminders } from "./useReminders";

// Loaded when first opened, not with every signed-in page.
const RemindersPanel = dynamic(() => import("./RemindersPanel").then((m) => m.RemindersPanel), { ssr: false });

/**
 * The top bar's reminders button: a badge with the number of reminders not yet sent in the
 * active workspace (99+ above 99), refreshed every 30 s and after changes; it opens 'Your Reminders'.
 * Mount it inside <ActiveWorkspaceProvider>, e.g. as a child of <NavBar>.
 */
export function RemindersButton() {
  const { current, ready } = useActiveWorkspace();
  const [open, setOpen] = useState(false);
  const { query, remove } = useReminders(ready ? current.id : null);
  const count = query.data ? countNotDone(query.data) : 0;
  const badge = formatBadgeCount(count);

  const openPanel = () => {
    setOpen(true);
    void query.refetch();
  };
  useLaunchShortcut(LAUNCH_PARAMS.reminders, openPanel);

  return (
    <>
      <Button
        variant="ghost"
        size="icon"
        className="relative"
        onClick={openPanel}
        aria-label={count > 0 ? remindersCopy.buttonLabel(badge) : remindersCopy.button}
        aria-haspopup="dialog"
      >
        <Bell className="size-5" aria-hidden />
        {count > 0 && (
          <span
            aria-hidden
            className="absolute -right-1 -top-1 min-w-5 rounded-full bg-red-600 px-1 text-center text-[10px] font-semibold leading-5 text-white ring-2 ring-white dark:ring-slate-950"
          >
            {badge}
          </span>
        )}
      </Button>
      {open && (
        <RemindersPanel
          open
          onClose={() => setOpen(false)}
          reminders={query.data}
          status={query.status}
          onDelete={(id) => void remove(id)}
        />
      )}
    </>
  );
}
