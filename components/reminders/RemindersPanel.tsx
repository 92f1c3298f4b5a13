"use client";

import { useEffect, useState } from "react";
import { BellRing } from "lucide-react";
import { FALLBACK_TIME_ZONE } from "@/lib/constants/common";
import { remindersCopy } from "@/lib/copy/reminders";
import type { ReminderView } from "@/lib/schemas/reminder";
import { Button } from "@/components/ui/Button";
import { Dialog } from "@/components/ui/Dialog";
import { Spinner } from "@/components/ui/Spinner";
import { cn } from "@/components/ui/cn";
import { browserHourCycle, browserTimeZone } from "@/components/TimeZoneCookie";
import { REMINDER_TABS, remindersInTab, type ReminderTab } from "./filter";
import { ReminderCard } from "./ReminderCard";

/** Countdowns move on while the panel is open. */
const CLOCK_TICK_MS = 15_000;

export interface RemindersPanelProps {
  open: boolean;
  onClose: () => void;
  reminders: ReminderView[] | undefined;
  status: "pending" | "error" | "success";
  onDelete: (reminderId: string) => void;
}

/**
 * 'Your Reminders': tabs All, Pending and Sent, the cards, and the two empty states ('No
 * reminders' with the !remindme / !rmd hint; 'No {filter} reminders' with 'Show all reminders').
 * Dates read in the browser's zone. A card's text opens its task on the board, closing the panel.
 */
export function RemindersPanel({ open, onClose, ...body }: RemindersPanelProps) {
  return (
    <Dialog open={open} onClose={onClose} title={remindersCopy.title} className="flex flex-col sm:ml-auto sm:self-stretch">
      <PanelBody {...body} onOpen={onClose} />
    </Dialog>
  );
}

/** Mounted while the panel is open: the tab starts at All and the clock at the moment of opening. */
function PanelBody({ reminders, status, onDelete, onOpen }: Omit<RemindersPanelProps, "open" | "onClose"> & { onOpen: () => void }) {
  const [tab, setTab] = useState<ReminderTab>("all");
  const [now, setNow] = useState(() => new Date());

  useEffect(() => {
    const timer = setInterval(() => setNow(new Date()), CLOCK_TICK_MS);
    return () => clearInterval(timer);
  }, []);

  const clock = { now, timeZone: browserTimeZone() ?? FALLBACK_TIME_ZONE, hourCycle: browserHourCycle() };
  const shown = reminders ? remindersInTab(reminders, tab) : [];

  return (
    <>
      <div role="tablist" aria-label={remindersCopy.tabsLabel} className="flex gap-1 rounded-lg bg-slate-100 p-1 dark:bg-slate-800">
        {REMINDER_TABS.map((t) => (
          <button
            key={t}
            type="button"
            role="tab"
            aria-selected={tab === t}
            onClick={() => setTab(t)}
            className={cn(
              "flex-1 rounded-md px-3 py-1.5 text-sm font-medium transition-colors focus-visible:outline-2 focus-visible:outline-indigo-500",
              tab === t
                ? "bg-white text-slate-900 shadow-xs dark:bg-slate-900 dark:text-white"
                : "text-slate-600 hover:text-slate-900 dark:text-slate-400 dark:hover:text-white",
            )}
          >
            {remindersCopy.tabs[t]}
          </button>
        ))}
      </div>

      <div role="tabpanel" className="mt-4 max-h-[65vh] overflow-y-auto">
        {status === "pending" ? (
          <Spinner label={remindersCopy.loading} showLabel />
        ) : status === "error" ? (
          <p className="text-sm text-red-600 dark:text-red-400">{remindersCopy.loadFailed}</p>
        ) : !reminders?.length ? (
          <div className="flex flex-col items-center py-8 text-center">
            <BellRing className="size-8 text-slate-300 dark:text-slate-600" aria-hidden />
            <p className="mt-3 font-medium text-slate-900 dark:text-white">{remindersCopy.empty}</p>
            <p className="mt-1 max-w-xs text-sm text-slate-500 dark:text-slate-400">{remindersCopy.emptyHint}</p>
          </div>
        ) : shown.length === 0 ? (
          <div className="flex flex-col items-center py-8 text-center">
            <p className="font-medium text-slate-900 dark:text-white">{remindersCopy.emptyFiltered(remindersCopy.tabs[tab].toLowerCase())}</p>
            <Button variant="secondary" size="sm" className="mt-3" onClick={() => setTab("all")}>
              {remindersCopy.showAll}
            </Button>
          </div>
        ) : (
          <ul aria-label={remindersCopy.title} className="space-y-2">
            {shown.map((reminder) => (
              <ReminderCard key={reminder.id} reminder={reminder} clock={clock} onDelete={() => onDelete(reminder.id)} onOpen={onOpen} />
            ))}
          </ul>
        )}
      </div>
    </>
  );
}
