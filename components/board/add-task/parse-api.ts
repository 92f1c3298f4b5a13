import { ApiError, request } from "@/lib/api/request";
import { parseCopy } from "@/lib/copy/parse";
import type { ParsedTask } from "@/lib/parse/types";

/** The `data` of POST /api/parse-task's answer: the parsed task and which parser and model answered. */
export interface ParseAnswer {
  task: ParsedTask;
  parser: "llm" | "local";
  /** The LLM's model name, or 'Local parser'. */
  model: string;
}

/**
 * Sends free text to the parser with the user's zone; rejects with ApiError when the server refuses.
 * Without an answer (offline) the local parser runs here in the browser, loaded then (docs/product.md#on-your-phone).
 */
export async function parseTaskText({ prompt, timeZone }: { prompt: string; timeZone: string }): Promise<ParseAnswer> {
  try {
    return (await request<{ data: ParseAnswer }>("/api/parse-task", { method: "POST", body: JSON.stringify({ prompt, timeZone }) })).data;
  } catch (error) {
    if (error instanceof ApiError) throw error;
    const { parseTask } = await import("@/lib/parse/parse-task");
    return { task: parseTask(prompt, { now: new Date(), timeZone }), parser: "local", model: parseCopy.localParserModel };
  }
}
