import { toast as sonner, type ExternalToast } from "sonner";
import { TOAST_DURATION_MS, TOAST_ERROR_DURATION_MS, TOAST_MAX, TOAST_SUCCESS_DURATION_MS } from "@/lib/constants/common";

type Message = Parameters<typeof sonner.message>[0];

/** Keeps at most TOAST_MAX toasts at once by dismissing the oldest before adding one. */
function makeRoom(): void {
  const active = sonner.getToasts();
  for (let i = 0; i <= active.length - TOAST_MAX; i++) sonner.dismiss(active[i].id);
}

function show(kind: "message" | "info" | "warning" | "success" | "error", duration: number) {
  return (message: Message, options?: ExternalToast) => {
    makeRoom();
    return sonner[kind](message, { duration, ...options });
  };
}

/**
 * Toasts with the product's durations (lib/constants/common.ts): 4 s by default and for success, 5 s for errors; loading
 * toasts stay until dismissed or replaced (pass their id to a later success/error). Use this instead of
 * importing sonner directly.
 */
export const toast = {
  message: show("message", TOAST_DURATION_MS),
  info: show("info", TOAST_DURATION_MS),
  warning: show("warning", TOAST_DURATION_MS),
  success: show("success", TOAST_SUCCESS_DURATION_MS),
  error: show("error", TOAST_ERROR_DURATION_MS),
  loading: (message: Message, options?: ExternalToast) => {
    makeRoom();
    return sonner.loading(message, options);
  },
  dismiss: (id?: string | number) => sonner.dismiss(id),
};
