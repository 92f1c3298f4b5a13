/**
 * A Server-Sent Events reader for tests and benches: parses a `text/event-stream` body as a browser's
 * EventSource would (event, id, data lines; comment lines ignored) and hands messages out one by one.
 */

export interface SseMessage {
  /** "message" unless the stream named it. */
  event: string;
  id: string | null;
  data: string;
}

export interface SseReader {
  /** The next message; rejects after `timeoutMs` (or when the stream ends first). */
  next(timeoutMs?: number): Promise<SseMessage>;
  /** Resolves with null if nothing arrives within `ms` (and leaves what arrives later for next()). */
  nothingWithin(ms: number): Promise<SseMessage | null>;
  /** Whether the server ended the stream. */
  readonly ended: boolean;
  /** Raw comment lines seen so far (": heartbeat"). */
  readonly comments: string[];
  close(): Promise<void>;
}

export function readSse(body: ReadableStream<Uint8Array>): SseReader {
  const reader = body.getReader();
  const decoder = new TextDecoder();
  const queue: SseMessage[] = [];
  const waiters: ((ok: boolean) => void)[] = [];
  const comments: string[] = [];
  let buffer = "";
  let ended = false;
  let cancelled = false;

  const wake = () => {
    for (const w of waiters.splice(0)) w(true);
  };

  const parseBlock = (block: string) => {
    let event = "message";
    let id: string | null = null;
    const data: string[] = [];
    let any = false;
    for (const line of block.split("\n")) {
      if (line === "") continue;
      if (line.startsWith(":")) {
        comments.push(line);
        continue;
      }
      const colon = line.indexOf(":");
      const field = colon === -1 ? line : line.slice(0, colon);
      const value = colon === -1 ? "" : line.slice(colon + 1).replace(/^ /, "");
      if (field === "event") event = value;
      else if (field === "id") id = value;
      else if (field === "data") data.push(value);
      else continue;
      any = true;
    }
    if (any && (data.length > 0 || event !== "message")) queue.push({ event, id, data: data.join("\n") });
  };

  void (async () => {
    try {
      for (;;) {
        const { done, value } = await reader.read();
        if (done) break;
        buffer += decoder.decode(value, { stream: true });
        let cut: number;
        while ((cut = buffer.indexOf("\n\n")) !== -1) {
          parseBlock(buffer.slice(0, cut));
          buffer = buffer.slice(cut + 2);
        }
        wake();
      }
    } catch {
      // cancelled
    }
    ended = true;
    wake();
  })();

  const waitFor = (ms: number) =>
    new Promise<boolean>((resolve) => {
      const timer = setTimeout(() => resolve(false), ms);
      waiters.push((ok) => {
        clearTimeout(timer);
        resolve(ok);
      });
    });

  return {
    async next(timeoutMs = 3000) {
      const deadline = Date.now() + timeoutMs;
      while (queue.length === 0) {
        if (ended) throw new Error("the stream ended");
        const left = deadline - Date.now();
        if (left <= 0 || !(await waitFor(left))) {
          if (queue.length > 0) break;
          throw new Error(`no event within ${timeoutMs} ms`);
        }
      }
      return queue.shift()!;
    },
    async nothingWithin(ms) {
      if (queue.length > 0) return queue[0];
      const deadline = Date.now() + ms;
      while (queue.length === 0 && !ended && Date.now() < deadline) await waitFor(deadline - Date.now());
      return queue[0] ?? null;
    },
    get ended() {
      return ended;
    },
    comments,
    async close() {
      if (cancelled) return;
      cancelled = true;
      await reader.cancel().catch(() => {});
    },
  };
}
