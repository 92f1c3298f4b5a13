"use client";

import { liveCopy } from "@/lib/copy/live";
import { pwaCopy } from "@/lib/copy/pwa";
import { cn } from "@/components/ui/cn";
import { useOffline } from "@/components/pwa/connection";
import { useWaitingChanges } from "@/components/pwa/waiting";
import { useLiveStatus } from "./live-board";

/**
 * The board toolbar's connection indicator: a green dot when live, amber while (re)connecting, grey when
 * there is no connection at all (the board is then the one kept on the device); nothing with a connection
 * but without a feed. Beside it, "N changes waiting" while changes made offline wait to be sent.
 * Its size does not follow its text: on a phone the dot alone (the text is for screen readers),
 * on wider screens a pill as wide as its longest state, so the toolbar does not move when the state changes.
 */
export function LiveIndicator() {
  const live = useLiveStatus();
  const offline = useOffline();
  const waiting = useWaitingChanges();
  const status = offline ? "offline" : live;
  const count = waiting > 0 && (
    <span data-testid="changes-waiting" title={pwaCopy.changesWaitingHint} className="text-xs font-medium text-slate-600 dark:text-slate-300">
      {pwaCopy.changesWaiting(waiting)}
    </span>
  );
  if (status === "off") return count || null;
  const label =
    status === "offline" ? pwaCopy.offline : status === "connected" ? liveCopy.connected : status === "connecting" ? liveCopy.connecting : liveCopy.reconnecting;
  const hint = status === "offline" ? pwaCopy.offlineHint : status === "connected" ? liveCopy.connectedHint : liveCopy.reconnectingHint;
  return (
    <>
      <span
        role="status"
        data-testid="live-indicator"
        data-status={status}
        title={hint}
        className="inline-flex items-center gap-1.5 rounded-full border border-slate-200 px-2.5 py-1 text-xs font-medium text-slate-600 sm:min-w-32 dark:border-slate-800 dark:text-slate-300"
      >
        <span
          aria-hidden
          className={cn(
            "size-2 rounded-full",
            status === "connected" ? "bg-emerald-500" : status === "offline" ? "bg-slate-400" : "animate-pulse bg-amber-500",
          )}
        />
        <span className="max-sm:sr-only">{label}</span>
      </span>
      {count}
    </>
  );
}
