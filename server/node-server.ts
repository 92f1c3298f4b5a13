import http, { type IncomingMessage, type ServerResponse } from "node:http";
import { stampPeerAddress } from "@/server/client-address";
import { answerEventsDirectly } from "@/server/live/direct";

/**
 * What the process's node:http servers (Next's own, under `next start` and `next dev`) do before their
 * request listeners run, hooked in once at start-up (server/startup.ts), since Next hands route
 * handlers neither the socket nor its server:
 * - stamp the TCP peer's address on the request (server/client-address.ts);
 * - remember the server and count the requests in flight, so a shutdown can stop accepting and
 *   wait for them (server/shutdown.ts);
 * - answer the live event streams on Node's response itself, once their route has loaded
 *   (server/live/direct.ts says why).
 */

interface RequestHookState {
  servers: Set<http.Server>;
  inFlight: number;
}

const holder = globalThis as typeof globalThis & { __duelyRequestHook?: RequestHookState };

/**
 * Installs the hook once per process; the returned function takes it out again (tests: node's http
 * module outlives a test file, so a hook left behind would run inside the next file's servers).
 */
export function installRequestHook(): () => void {
  const proto = http.Server.prototype;
  if (holder.__duelyRequestHook) return () => {};
  const state: RequestHookState = { servers: new Set(), inFlight: 0 };
  holder.__duelyRequestHook = state;
  const emit = proto.emit;
  const hooked = function (this: http.Server, event: string | symbol, ...args: unknown[]): boolean {
    if (event === "request") {
      const [req, res] = args as [IncomingMessage, ServerResponse];
      stampPeerAddress(req);
      state.servers.add(this);
      state.inFlight += 1;
      res.once("close", () => {
        state.inFlight -= 1;
      });
      if (answerEventsDirectly(req, res)) return true;
    }
    return Reflect.apply(emit, this, [event, ...args]) as boolean;
  } as typeof proto.emit;
  proto.emit = hooked;
  return () => {
    if (proto.emit === hooked) proto.emit = emit;
    if (holder.__duelyRequestHook === state) holder.__duelyRequestHook = undefined;
  };
}

/** The servers that have received a request, and how many requests are being answered now. */
export function requestHookState(): { servers: http.Server[]; inFlight: number } {
  const state = holder.__duelyRequestHook;
  return { servers: state ? [...state.servers] : [], inFlight: state?.inFlight ?? 0 };
}
