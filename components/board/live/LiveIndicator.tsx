"use client";

import { liveCopy } from "@/lib/copy/live";
import { cn } from "@/components/ui/cn";
import { useLiveStatus } from "./live-board";

/** The board toolbar's connection indicator: a green dot when live, amber while (re)connecting; nothing without a feed. */
export function LiveIndicator() {
  const status = useLiveStatus();
  if (status === "off") return null;
  const label = status === "connected" ? liveCopy.connected : status === "connecting" ? liveCopy.connecting : liveCopy.reconnecting;
  return (
    <span
      role="status"
      data-testid="live-indicator"
      data-status={status}
      title={status === "connected" ? liveCopy.connectedHint : liveCopy.reconnectingHint}
      className="inline-flex items-center gap-1.5 rounded-full border border-slate-200 px-2.5 py-1 text-xs font-medium text-slate-600 dark:border-slate-800 dark:text-slate-300"
    >
      <span
        aria-hidden
        className={cn("size-2 rounded-full", status === "connected" ? "bg-emerald-500" : "animate-pulse bg-amber-500")}
      />
      {label}
    </span>
  );
}
