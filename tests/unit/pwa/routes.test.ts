import { isBoardPage, routeOf } from "@/worker/routes";

/**
 * Which requests the service worker answers (worker/routes.ts): page navigations and the build's static
 * files; never the API (no answer carrying a user's data is cached by the worker), never Next's own RSC
 * fetches, never another origin, never a write.
 */

const ORIGIN = "https://duely.example";
const get = (path: string, mode = "cors", origin = ORIGIN) => routeOf({ url: `${origin}${path}`, method: "GET", mode }, ORIGIN);

it("answers the app's page navigations, whatever their query", () => {
  expect(get("/todo", "navigate")).toBe("page");
  expect(get("/todo?new=1", "navigate")).toBe("page");
  expect(get("/insights", "navigate")).toBe("page");
  expect(get("/", "navigate")).toBe("page");
});

it("answers the build's hashed files and the icons from its cache", () => {
  expect(get("/_next/static/chunks/0a1b2c.js")).toBe("static");
  expect(get("/_next/static/media/font.woff2", "no-cors")).toBe("static");
  expect(get("/icons/icon-192.png", "no-cors")).toBe("static");
});

it("leaves the API alone, also when it is opened as a page (OAuth callback, exports)", () => {
  expect(get("/api/tasks?workspaceId=w1")).toBeNull();
  expect(get("/api/workspaces/w1/events")).toBeNull();
  expect(get("/api/auth/google/callback?code=x", "navigate")).toBeNull();
  expect(get("/api/export", "navigate")).toBeNull();
});

it("leaves Next's RSC fetches of a page, writes, other origins and other files alone", () => {
  expect(get("/todo")).toBeNull();
  expect(routeOf({ url: `${ORIGIN}/todo`, method: "POST", mode: "navigate" }, ORIGIN)).toBeNull();
  expect(routeOf({ url: `${ORIGIN}/_next/static/chunks/a.js`, method: "HEAD", mode: "cors" }, ORIGIN)).toBeNull();
  expect(get("/todo", "navigate", "https://evil.example")).toBeNull();
  expect(get("/_next/static/chunks/a.js", "cors", "https://cdn.example")).toBeNull();
  expect(get("/manifest.webmanifest")).toBeNull();
  expect(get("/sw.js")).toBeNull();
});

it("knows the board's page, with or without a query", () => {
  expect(isBoardPage(`${ORIGIN}/todo`)).toBe(true);
  expect(isBoardPage(`${ORIGIN}/todo?reminders=1`)).toBe(true);
  expect(isBoardPage(`${ORIGIN}/todo/x`)).toBe(false);
  expect(isBoardPage(`${ORIGIN}/insights`)).toBe(false);
});
