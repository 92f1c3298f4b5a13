"use client";

import { useEffect } from "react";
import { useQueryClient } from "@tanstack/react-query";
import { watchRequests } from "./connection";

/**
 * The signed-in pages' part of the installable app, all of it after hydration and out of the first load:
 * registers the service worker (production builds only: `serviceWorker`), keeps the board on the device
 * for `userId` and sends the changes made offline (./on-device, loaded then), and follows whether requests
 * reach the server (the board's "Offline" state). Renders nothing.
 */
export function OnThisDevice({ userId, serviceWorker }: { userId: string; serviceWorker: boolean }) {
  const queryClient = useQueryClient();

  useEffect(() => watchRequests(queryClient.getQueryCache()), [queryClient]);

  // The chunks are asked for in a task of their own, not in the hydration's flush of effects (the longest task of
  // /todo's load: docs/performance.md, "Seventh round").
  useEffect(() => {
    let stops: (() => void)[] = [];
    let unmounted = false;
    const load = setTimeout(() => {
      void import("./on-device").then(({ keepBoardOnDevice, startWriteQueue }) => {
        if (!unmounted) stops = [keepBoardOnDevice(queryClient, userId), startWriteQueue(queryClient, userId)];
      });
    }, 0);
    return () => {
      unmounted = true;
      clearTimeout(load);
      for (const stop of stops) stop();
    };
  }, [queryClient, userId]);

  useEffect(() => {
    const load = setTimeout(() => {
      void import("./register").then((worker) => (serviceWorker ? worker.registerServiceWorker() : worker.unregisterServiceWorkers()));
    }, 0);
    return () => clearTimeout(load);
  }, [serviceWorker]);

  return null;
}
