/**
 * The installable app: its manifest, icons, service worker and caches, and the board kept on the device
 * (docs/product.md#on-your-phone). The worker's source (worker/) and the pages read the same values.
 */

/** The page the installed app opens on, and the worker's scope. */
export const PWA_START_URL = "/todo";
export const PWA_SCOPE = "/";
/** The app's identity for the browser: stays the same even if start_url ever moves. */
export const PWA_ID = "/todo";

/** Browser chrome colours, as the pages' backgrounds (white; slate-950 in the dark theme). */
export const THEME_COLORS = { light: "#ffffff", dark: "#020617" } as const;

/** The PNG icons made from app/icon.svg by `npm run icons` (scripts/icons.ts), under public/. */
export const PWA_ICONS = [
  { src: "/icons/icon-192.png", size: 192, purpose: "any" },
  { src: "/icons/icon-512.png", size: 512, purpose: "any" },
  { src: "/icons/icon-maskable-512.png", size: 512, purpose: "maskable" },
] as const;

/** Query parameters of the manifest's shortcuts: /todo?new=1 focuses quick add, /todo?reminders=1 opens the reminders. */
export const LAUNCH_PARAMS = { newTask: "new", reminders: "reminders" } as const;
export type LaunchParam = (typeof LAUNCH_PARAMS)[keyof typeof LAUNCH_PARAMS];

/** Where the compiled service worker is served (public/sw.js, written by `npm run build:worker`). */
export const SERVICE_WORKER_URL = "/sw.js";
/** Headers of /sw.js: always revalidated, and allowed to control the whole origin. */
export const SERVICE_WORKER_HEADERS: readonly { key: string; value: string }[] = [
  { key: "Cache-Control", value: "no-cache" },
  { key: "Service-Worker-Allowed", value: PWA_SCOPE },
];

/** Every cache the worker makes starts with this; caches of other origins' code are never touched. */
export const CACHE_PREFIX = "duely-";
/** The build's static files (/_next/static/…, icons): `${STATIC_CACHE_PREFIX}${build id}`, one per build. */
export const STATIC_CACHE_PREFIX = `${CACHE_PREFIX}static-`;
/** The last good board page (/todo), the user's own data: emptied on sign-out and when another user signs in. */
export const PAGES_CACHE = `${CACHE_PREFIX}pages`;
/** Added by the worker to the kept page: when it was kept (ms since the epoch). */
export const KEPT_AT_HEADER = "x-duely-kept-at";

/** IndexedDB database and object store of the board kept on the device (TanStack Query's persisted cache). */
export const BOARD_STORE = { database: "duely", store: "board" } as const;
/** The store's key of a user's persisted cache; BOARD_OWNER_KEY holds the user the device's data belongs to. */
export const boardCacheKey = (userId: string) => `board:${userId}`;
export const BOARD_OWNER_KEY = "owner";
/** The store's key of a user's changes made offline and waiting to be sent (components/pwa/offline-queue.ts). */
export const writeQueueKey = (userId: string) => `queue:${userId}`;
/** Writes of the persisted cache are at most this frequent. */
export const BOARD_CACHE_THROTTLE_MS = 1_000;
/** A persisted board older than this is dropped instead of shown. */
export const BOARD_CACHE_MAX_AGE_MS = 30 * 24 * 60 * 60_000;
/** Change it when the persisted shape changes (a task's fields): an older copy is then dropped, never shown. */
export const BOARD_CACHE_VERSION = "1";
/** While our requests fail without an answer, the app asks the server this often whether it answers again. */
export const SERVER_PROBE_MS = 5_000;
/** What it asks: GET /api/health (public and cheap: one database ping; server/contracts/other.ts). Any answer counts. */
export const SERVER_PROBE_URL = "/api/health";
/** The tabs of one browser tell each other on this channel that the user signed out. */
export const SIGNED_OUT_CHANNEL = "duely-signed-out";
