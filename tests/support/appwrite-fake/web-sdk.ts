import { WebSocket as NodeWebSocket } from "ws";

/**
 * Lets the `appwrite` web SDK run in jest's node environment: Node 20 has no global WebSocket (the SDK
 * opens `new WebSocket(url)`), and the SDK reaches timers and localStorage through `window`. The
 * WebSocket is the real `ws` client; `window` is the global object, with a localStorage that holds
 * nothing (the SDK only reads its cookie fallback there). Returns the undo.
 */
export function installWebSdkGlobals(): () => void {
  const g = globalThis as Record<string, unknown>;
  const saved = { WebSocket: g.WebSocket, window: g.window, localStorage: g.localStorage };
  g.WebSocket = NodeWebSocket;
  g.window = globalThis;
  g.localStorage = { getItem: () => null, setItem: () => {}, removeItem: () => {} };
  return () => {
    for (const [key, value] of Object.entries(saved)) {
      if (value === undefined) delete g[key];
      else g[key] = value;
    }
  };
}
