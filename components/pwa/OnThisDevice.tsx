"use client";

import { useEffect } from "react";
import { useQueryClient } from "@tanstack/react-query";
import { watchRequests } from "./connection";

/**
 * The signed-in pages' part of the installable app, all of it after hydration and out of the first load:
 * registers the service worker (production builds only: `serviceWorker`), keeps the board on the device
 * for `userId` (./device-data, loaded then), sends the changes made offline (./offline-queue), and follows whether requests reach the server (the board's
 * "Offline" state). Renders nothing.
 */
export function OnThisDevice({ userId, serviceWorker }: { userId: string; serviceWorker: boolean }) {
  const queryClient = useQueryClient();

  useEffect(() => watchRequests(queryClient.getQueryCache()), [queryClient]);

  useEffect(() => {
    let stop: (() => void) | null = null;
    let unmounted = false;
    void import("./device-data").then(({ keepBoardOnDevice }) => {
      if (!unmounted) stop = keepBoardOnDevice(queryClient, userId);
    });
    return () => {
      unmounted = true;
      stop?.();
    };
  }, [queryClient, userId]);

  useEffect(() => {
    let stop: (() => void) | null = null;
    let unmounted = false;
    void import("./offline-queue").then(({ startWriteQueue }) => {
      if (!unmounted) stop = startWriteQueue(queryClient, userId);
    });
    return () => {
      unmounted = true;
      stop?.();
    };
  }, [queryClient, userId]);

  useEffect(() => {
    void import("./register").then((worker) => (serviceWorker ? worker.registerServiceWorker() : worker.unregisterServiceWorkers()));
  }, [serviceWorker]);

  return null;
}
