import { LIVE_STREAM_EVENTS } from "@/lib/constants/live";
import type { LiveEvent } from "@/lib/schemas/live";
import { reconnectDelay } from "./reconnect";

export interface FeedHandlers {
  onEvent(event: LiveEvent): void;
  /** Missed events are gone: refetch what is shown. */
  onResync(): void;
  /** Access is lost; the subscription has ended. */
  onRevoked(): void;
  onStatus(status: "connected" | "reconnecting"): void;
  /** Before each reconnect: false when the user may no longer read the workspace (then onRevoked). */
  stillAllowed(): Promise<boolean>;
}

/**
 * Subscribes to the workspace's Server-Sent Events. On any error the EventSource is closed and opened
 * again after the back-off delay, resuming after the last id received (`?lastEventId=`, since a new
 * EventSource cannot send Last-Event-ID itself), so a reconnect loses no event. Returns the unsubscribe.
 */
export function subscribeSse(url: string, handlers: FeedHandlers): () => void {
  let source: EventSource | null = null;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let attempt = 0;
  let lastId: string | null = null;
  let stopped = false;

  const stop = () => {
    stopped = true;
    clearTimeout(timer);
    source?.close();
    source = null;
  };

  const open = () => {
    if (stopped) return;
    const es = new EventSource(lastId === null ? url : `${url}?lastEventId=${encodeURIComponent(lastId)}`);
    source = es;
    es.onopen = () => {
      attempt = 0;
      handlers.onStatus("connected");
    };
    es.onmessage = (message) => {
      if (message.lastEventId) lastId = message.lastEventId;
      try {
        handlers.onEvent(JSON.parse(message.data) as LiveEvent);
      } catch (error) {
        console.error("[live] could not apply an event", error);
      }
    };
    es.addEventListener(LIVE_STREAM_EVENTS.resync, (message) => {
      lastId = (message as MessageEvent).lastEventId || lastId;
      handlers.onResync();
    });
    es.addEventListener(LIVE_STREAM_EVENTS.revoked, () => {
      stop();
      handlers.onRevoked();
    });
    es.onerror = () => {
      es.close();
      if (stopped || source !== es) return;
      handlers.onStatus("reconnecting");
      attempt += 1;
      timer = setTimeout(reopen, reconnectDelay(attempt));
    };
  };

  /** A stream refused at connect (removed meanwhile) looks like any error to EventSource: ask first. */
  const reopen = async () => {
    const allowed = await handlers.stillAllowed().catch(() => true);
    if (stopped) return;
    if (!allowed) {
      stop();
      handlers.onRevoked();
      return;
    }
    open();
  };

  open();
  return stop;
}
