import http, { type IncomingMessage, type ServerResponse } from "node:http";
import { stampPeerAddress } from "@/server/client-address";

/**
 * What the process's node:http servers (Next's own, under `next start` and `next dev`) do before their
 * request listeners run, hooked in once at start-up (server/startup.ts), since Next hands route
 * handlers neither the socket nor its server:
 * - stamp the TCP peer's address on the request (server/client-address.ts);
 * - remember the server and count the requests in flight, so a shutdown can stop accepting and
 *   wait for them (server/shutdown.ts).
 */

interface RequestHookState {
  servers: Set<http.Server>;
  inFlight: number;
}

const holder = globalThis as typeof globalThis & { __duelyRequestHook?: RequestHookState };

export function installRequestHook(): void {
  if (holder.__duelyRequestHook) return;
  const state: RequestHookState = { servers: new Set(), inFlight: 0 };
  holder.__duelyRequestHook = state;
  const proto = http.Server.prototype;
  const emit = proto.emit;
  proto.emit = function (this: http.Server, event: string | symbol, ...args: unknown[]): boolean {
    if (event === "request") {
      const [req, res] = args as [IncomingMessage, ServerResponse];
      stampPeerAddress(req);
      state.servers.add(this);
      state.inFlight += 1;
      res.once("close", () => {
        state.inFlight -= 1;
      });
    }
    return Reflect.apply(emit, this, [event, ...args]) as boolean;
  } as typeof proto.emit;
}

/** The servers that have received a request, and how many requests are being answered now. */
export function requestHookState(): { servers: http.Server[]; inFlight: number } {
  const state = holder.__duelyRequestHook;
  return { servers: state ? [...state.servers] : [], inFlight: state?.inFlight ?? 0 };
}
