import { Bell, CalendarClock, Flame, GripVertical } from "lucide-react";
import { MAX_OWNED_WORKSPACES } from "@/lib/constants/workspaces";
import { tasksCopy } from "@/lib/copy/tasks";
import { Badge, type BadgeTone } from "@/components/ui/Badge";
import { Card } from "@/components/ui/Card";
import { cn } from "@/components/ui/cn";

/** Decorative product pictures for the feature sections. They hold sample text only, hidden from screen readers. */

const phrases: Array<{ text: string; due: string; urgency: number; tone: BadgeTone }> = [
  { text: "Dentist next Friday at 9", due: "Fri at 9:00 AM", urgency: 3, tone: "amber" },
  { text: "Renew passport asap", due: "Today at 6:00 PM", urgency: 5, tone: "red" },
  { text: "Plan the team offsite in 2 weeks", due: "Jun 14 at 9:00 AM", urgency: 2, tone: "green" },
];

export function PhrasesPicture() {
  return (
    <Card aria-hidden="true" className="space-y-3 p-5">
      {phrases.map((p) => (
        <div key={p.text} className="rounded-xl border border-slate-200 p-3 dark:border-slate-800">
          <p className="font-mono text-[13px] text-slate-800 dark:text-slate-200">{p.text}</p>
          <div className="mt-2 flex flex-wrap gap-1.5">
            <Badge tone="sky">
              <CalendarClock className="size-3" />
              {p.due}
            </Badge>
            <Badge tone={p.tone}>
              <Flame className="size-3" />
              {tasksCopy.urgencyStepLabels[p.urgency]}
            </Badge>
          </div>
        </div>
      ))}
    </Card>
  );
}

const columns: Array<{ name: string; accent: string; cards: Array<{ title: string; due: string; urgency: number; dragged?: boolean }> }> = [
  {
    name: "Today & Overdue",
    accent: "bg-red-500",
    cards: [
      { title: "Send the Q3 report", due: "Today at 5:00 PM", urgency: 4.5 },
      { title: "Pay the electricity bill", due: "Yesterday", urgency: 4 },
    ],
  },
  {
    name: "Next 7 Days",
    accent: "bg-amber-500",
    cards: [
      { title: "Call the investor", due: "Tomorrow at 3:00 PM", urgency: 5, dragged: true },
      { title: "Book flights", due: "Thu at 9:00 AM", urgency: 3 },
    ],
  },
  { name: "Upcoming", accent: "bg-emerald-500", cards: [{ title: "Plan the team offsite", due: "Jun 14 at 9:00 AM", urgency: 2 }] },
];

export function BoardPicture() {
  return (
    <Card aria-hidden="true" className="grid grid-cols-3 gap-2.5 p-3 sm:gap-3 sm:p-4">
      {columns.map((column) => (
        <div key={column.name} className="min-w-0 rounded-xl bg-slate-50 p-2 dark:bg-slate-950/60">
          <p className="flex items-center gap-1.5 truncate px-1 text-[11px] font-semibold text-slate-700 sm:text-xs dark:text-slate-300">
            <span className={cn("size-1.5 shrink-0 rounded-full", column.accent)} />
            {column.name}
            <span className="text-slate-600 dark:text-slate-400">{column.cards.length}</span>
          </p>
          <div className="mt-2 space-y-2">
            {column.cards.map((card) => (
              <div
                key={card.title}
                className={cn(
                  "rounded-lg border border-slate-200 bg-white p-2 shadow-xs dark:border-slate-800 dark:bg-slate-900",
                  card.dragged && "rotate-2 border-indigo-300 shadow-lg ring-2 ring-indigo-500/20 dark:border-indigo-500/50",
                )}
              >
                <div className="flex items-start gap-1">
                  <GripVertical className="mt-0.5 hidden size-3 shrink-0 text-slate-300 sm:block dark:text-slate-600" />
                  <p className="line-clamp-2 text-[11px] font-medium leading-snug text-slate-800 sm:text-xs dark:text-slate-200">
                    {card.title}
                  </p>
                </div>
                <div className="mt-2 h-1 overflow-hidden rounded-full bg-slate-100 dark:bg-slate-800">
                  <div
                    className="h-full rounded-full bg-linear-to-r from-emerald-400 via-amber-400 to-red-500"
                    style={{ width: `${(card.urgency / 5) * 100}%` }}
                  />
                </div>
                <p className="mt-1.5 truncate text-[10px] text-slate-500 sm:text-[11px] dark:text-slate-400">{card.due}</p>
              </div>
            ))}
          </div>
        </div>
      ))}
    </Card>
  );
}

const workspaces = [
  { icon: "💼", name: "Work", active: true },
  { icon: "🏠", name: "Home" },
  { icon: "🚀", name: "Side project" },
];
const week = [40, 65, 55, 80, 72, 90, 60];

export function ManagementPicture() {
  return (
    <Card aria-hidden="true" className="grid gap-4 p-5 sm:grid-cols-2">
      <div>
        <p className="text-xs font-semibold text-slate-500 dark:text-slate-400">My Workspaces</p>
        <ul className="mt-2 space-y-1.5">
          {workspaces.map((w, i) => (
            <li
              key={w.name}
              className={cn(
                "flex items-center gap-2 rounded-lg px-2.5 py-1.5 text-sm",
                w.active
                  ? "bg-indigo-50 font-medium text-indigo-800 dark:bg-indigo-500/15 dark:text-indigo-200"
                  : "text-slate-700 dark:text-slate-300",
              )}
            >
              <span>{w.icon}</span>
              <span className="flex-1 truncate">{w.name}</span>
              <kbd className="rounded border border-slate-200 px-1 font-mono text-[10px] text-slate-600 dark:border-slate-700 dark:text-slate-300">
                Alt+{i + 1}
              </kbd>
            </li>
          ))}
        </ul>
        <p className="mt-3 flex items-center gap-1.5 text-xs text-slate-500 dark:text-slate-400">
          <Bell className="size-3.5" />
          Reminder sent · “Call the investor”
        </p>
        <p className="mt-1 text-xs text-slate-500 dark:text-slate-400">Up to {MAX_OWNED_WORKSPACES} workspaces each</p>
      </div>
      <div className="rounded-xl bg-slate-50 p-3 dark:bg-slate-950/60">
        <p className="text-xs font-semibold text-slate-500 dark:text-slate-400">Weekly Progress</p>
        <p className="mt-1 text-2xl font-semibold text-slate-900 dark:text-white">
          78%<span className="ml-1.5 text-xs font-medium text-emerald-700 dark:text-emerald-400">Improving</span>
        </p>
        <div className="mt-3 flex h-20 items-end gap-1.5">
          {week.map((value, i) => (
            <div key={i} className="flex-1 rounded-t bg-linear-to-t from-indigo-500 to-violet-400" style={{ height: `${value}%` }} />
          ))}
        </div>
      </div>
    </Card>
  );
}
