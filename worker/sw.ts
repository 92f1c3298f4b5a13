/**
 * Duely's service worker, compiled by `npm run build:worker` (scripts/build-worker.ts) into public/sw.js
 * and registered by the signed-in pages (components/pwa/register.ts). This file only wires the events to
 * their modules, one concern each: static.ts (the build's files), pages.ts (navigations and the last good
 * board), routes.ts (which request goes where), push.ts (push notifications and their clicks). Further
 * concerns (a queue of changes made offline) add their own module and listener here.
 */
import { routeOf } from "./routes";
import { dropOldCaches, precache, staticFile } from "./static";
import { page } from "./pages";
import { openFromNotification, showPush } from "./push";

declare const self: ServiceWorkerGlobalScope;

// A new build's worker takes over at once, and the first one takes the page that registered it: the board
// is controlled from its first load on.
self.addEventListener("install", (event) => {
  event.waitUntil(precache().then(() => self.skipWaiting()));
});

self.addEventListener("activate", (event) => {
  event.waitUntil(Promise.all([dropOldCaches(), self.registration.navigationPreload?.enable(), self.clients.claim()]));
});

self.addEventListener("fetch", (event) => {
  const route = routeOf(event.request, self.location.origin);
  if (route === "page") event.respondWith(page(event));
  else if (route === "static") event.respondWith(staticFile(event.request, (work) => event.waitUntil(work)));
});

self.addEventListener("push", (event) => event.waitUntil(showPush(event)));
self.addEventListener("notificationclick", (event) => event.waitUntil(openFromNotification(event)));
