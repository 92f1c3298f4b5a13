import { request } from "@/lib/api/request";
import type { ParsedTask } from "@/lib/parse/types";

/** The `data` of POST /api/parse-task's answer: the parsed task and which parser and model answered. */
export interface ParseAnswer {
  task: ParsedTask;
  parser: "llm" | "local";
  /** The LLM's model name, or 'Local parser'. */
  model: string;
}

/** Sends free text to the parser with the user's zone; rejects with ApiError when the server refuses. */
export async function parseTaskText({ prompt, timeZone }: { prompt: string; timeZone: string }): Promise<ParseAnswer> {
  return (await request<{ data: ParseAnswer }>("/api/parse-task", { method: "POST", body: JSON.stringify({ prompt, timeZone }) })).data;
}
