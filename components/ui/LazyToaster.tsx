"use client";

import { lazy, Suspense, useSyncExternalStore } from "react";
import { toastRequests } from "./toast";

const Toaster = lazy(() => import("./Toaster").then((m) => ({ default: m.Toaster })));

/** The toast region, loaded (with sonner) when the page shows its first toast, not with the page. */
export function LazyToaster() {
  const requested = useSyncExternalStore(toastRequests.subscribe, toastRequests.requested, () => false);
  return requested ? (
    <Suspense fallback={null}>
      <Toaster />
    </Suspense>
  ) : null;
}
