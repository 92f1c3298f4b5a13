import { fireEvent, render, screen, waitFor } from "@testing-library/react";
import { NotificationsSection } from "@/components/settings/NotificationsSection";
import { pushCopy } from "@/lib/copy/push";

/**
 * Settings → Notifications with a FAKE fetch standing in for /api/push/settings, and jsdom's browser (no
 * PushManager) or a FAKE one (Notification, PushManager, a service worker registration): what the device can
 * do is said, the permission is asked only on the click, and the channels are saved.
 */

let calls: { method: string; url: string; body: unknown }[];
let settings: { channels: string; devices: number };
let refuse: boolean;

beforeEach(() => {
  calls = [];
  settings = { channels: "both", devices: 0 };
  refuse = false;
  globalThis.fetch = jest.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const method = init.method ?? "GET";
    const body = init.body ? (JSON.parse(String(init.body)) as unknown) : undefined;
    calls.push({ method, url: String(input), body });
    if (method === "PATCH" && refuse) return { ok: false, status: 503, statusText: "Service Unavailable", json: async () => null } as Response;
    if (method === "PATCH") settings = { ...settings, ...(body as object) };
    return { ok: true, status: 200, json: async () => ({ data: settings }) } as Response;
  }) as typeof fetch;
});

afterEach(() => {
  for (const name of ["Notification", "PushManager"]) delete (window as unknown as Record<string, unknown>)[name];
  delete (navigator as unknown as Record<string, unknown>).serviceWorker;
});

it("says a browser without push cannot show them, and still saves the reminders' channels", async () => {
  render(<NotificationsSection />);
  expect(await screen.findByText(pushCopy.unsupported)).toBeInTheDocument();
  expect(screen.queryByRole("button", { name: pushCopy.turnOn })).toBeNull();
  expect(await screen.findByRole("radio", { name: pushCopy.channelLabels.both })).toBeChecked();
  expect(screen.getByText(pushCopy.channelsHint)).toBeInTheDocument(); // no device yet

  fireEvent.click(screen.getByRole("radio", { name: pushCopy.channelLabels.email }));
  await waitFor(() => expect(screen.getByRole("radio", { name: pushCopy.channelLabels.email })).toBeChecked());
  expect(calls.at(-1)).toEqual({ method: "PATCH", url: "/api/push/settings", body: { channels: "email" } });
  expect(screen.queryByText(pushCopy.channelsHint)).toBeNull();

  // A refused save puts the previous choice back.
  refuse = true;
  fireEvent.click(screen.getByRole("radio", { name: pushCopy.channelLabels.push }));
  expect(screen.getByRole("radio", { name: pushCopy.channelLabels.push })).toBeChecked(); // shown at once
  await waitFor(() => expect(screen.getByRole("radio", { name: pushCopy.channelLabels.email })).toBeChecked());
});

it("asks the browser's permission only when 'Turn on' is clicked, and says so when it is refused", async () => {
  const requestPermission = jest.fn(async () => "denied" as NotificationPermission);
  Object.assign(window, { Notification: { permission: "default", requestPermission }, PushManager: function PushManager() {} });
  const registration = { pushManager: { getSubscription: async () => null } };
  Object.defineProperty(navigator, "serviceWorker", { configurable: true, value: { getRegistration: async () => registration, ready: Promise.resolve(registration) } });

  render(<NotificationsSection />);
  const turnOn = await screen.findByRole("button", { name: pushCopy.turnOn });
  expect(screen.getByText(pushCopy.off)).toBeInTheDocument();
  expect(requestPermission).not.toHaveBeenCalled();

  fireEvent.click(turnOn);
  expect(await screen.findByText(pushCopy.blocked)).toBeInTheDocument();
  expect(requestPermission).toHaveBeenCalledTimes(1);
  expect(calls.filter((c) => c.url !== "/api/push/settings")).toEqual([]); // nothing subscribed or saved
});
