import type { CDPSession } from "@playwright/test";

/** A Chromium trace event, as far as the project's tests and benchmarks read it. */
export interface TraceEvent {
  name: string;
  ph: string;
  pid: number;
  tid: number;
  ts: number;
  dur?: number;
  args?: { name?: string; elementCount?: number };
}

/** Ends the trace started on `client` with `Tracing.start` (transferMode "ReturnAsStream") and returns its events. */
export async function readTrace(client: CDPSession): Promise<TraceEvent[]> {
  const done = new Promise<string>((resolve) => client.once("Tracing.tracingComplete", (e) => resolve(e.stream!)));
  await client.send("Tracing.end");
  const stream = await done;
  let text = "";
  for (;;) {
    const chunk = await client.send("IO.read", { handle: stream });
    text += chunk.base64Encoded ? Buffer.from(chunk.data, "base64").toString() : chunk.data;
    if (chunk.eof) break;
  }
  await client.send("IO.close", { handle: stream });
  return (JSON.parse(text) as { traceEvents: TraceEvent[] }).traceEvents;
}
