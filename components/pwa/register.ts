import { PWA_SCOPE, SERVICE_WORKER_URL } from "@/lib/constants/pwa";

/**
 * Registers the service worker (public/sw.js, worker/sw.ts) once the page has loaded, so that its
 * precaching never competes with the page's own files. A failure leaves the app as it is without one.
 */
export function registerServiceWorker(): void {
  if (!("serviceWorker" in navigator)) return;
  const register = () =>
    void navigator.serviceWorker
      .register(SERVICE_WORKER_URL, { scope: PWA_SCOPE })
      .catch((error: unknown) => console.warn("[pwa] the service worker could not be registered", error));
  if (document.readyState === "complete") register();
  else window.addEventListener("load", register, { once: true });
}

/**
 * Development runs without a worker (its cache would answer with files of an older build); one left by a
 * production run on the same address is removed.
 */
export async function unregisterServiceWorkers(): Promise<void> {
  if (!("serviceWorker" in navigator)) return;
  const registrations = await navigator.serviceWorker.getRegistrations();
  await Promise.all(registrations.map((registration) => registration.unregister()));
}
