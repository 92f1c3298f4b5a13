import type { ExternalToast, toast as sonnerToast } from "sonner";
import { TOAST_DURATION_MS, TOAST_ERROR_DURATION_MS, TOAST_MAX, TOAST_SUCCESS_DURATION_MS } from "@/lib/constants/common";

type Sonner = typeof sonnerToast;
type Message = Parameters<Sonner["message"]>[0];
type ToastId = string | number;

/**
 * sonner (the toast region and its state) is not part of any page's first load: the Toaster loads on the
 * first toast (components/ui/LazyToaster.tsx). Until it is on screen, toasts wait here in order and are
 * shown as soon as it is; each gets its id at once, so a later success, error or dismiss can refer to it.
 */
let sonner: Sonner | null = null;
const waiting: Array<(api: Sonner) => void> = [];
let requested = false;
const requestListeners = new Set<() => void>();

function withSonner(run: (api: Sonner) => void): void {
  if (sonner) return run(sonner);
  waiting.push(run);
  if (!requested) {
    requested = true;
    requestListeners.forEach((listener) => listener());
  }
}

/** The Toaster calls this once its region listens (and `null` when it goes): queued toasts show now. */
export function connectToaster(api: Sonner | null): void {
  sonner = api;
  if (api) for (const run of waiting.splice(0)) run(api);
}

/** Whether a toast has been asked for yet, for the lazy Toaster (a useSyncExternalStore source). */
export const toastRequests = {
  subscribe(listener: () => void) {
    requestListeners.add(listener);
    return () => void requestListeners.delete(listener);
  },
  requested: () => requested,
};

let lastId = 0;
const newId = () => `toast-${++lastId}`;

/** Keeps at most TOAST_MAX toasts at once by dismissing the oldest before adding one. */
function makeRoom(api: Sonner): void {
  const active = api.getToasts();
  for (let i = 0; i <= active.length - TOAST_MAX; i++) api.dismiss(active[i].id);
}

function show(kind: "message" | "info" | "warning" | "success" | "error" | "loading", duration?: number) {
  return (message: Message, options?: ExternalToast): ToastId => {
    const id = options?.id ?? newId();
    withSonner((api) => {
      makeRoom(api);
      api[kind](message, { ...(duration === undefined ? {} : { duration }), ...options, id });
    });
    return id;
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
  loading: show("loading"),
  dismiss: (id?: ToastId) => {
    // Nothing to dismiss before the first toast.
    if (sonner || waiting.length > 0) withSonner((api) => api.dismiss(id));
  },
};
