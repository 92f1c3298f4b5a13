import "server-only";
import { LLM_TIMEOUT_MS } from "@/lib/constants/parse";
import { parseCopy } from "@/lib/copy/parse";
import { parseTask } from "@/lib/parse/parse-task";
import type { ParsedTask } from "@/lib/parse/types";
import { config } from "@/server/config";
import type { LlmSettings } from "@/server/ai/llm-json";
import { parseWithLlm } from "@/server/ai/llm-parser";

/**
 * POST /api/parse-task's service: the LLM parser when one is configured (OPENAI_API_KEY), the local
 * parser otherwise and whenever the LLM fails in any way (network, time-out, HTTP error, refusal,
 * malformed or invalid answer). The answer names the parser and the model for the board's label.
 */

export interface ParseTaskTextInput {
  prompt: string;
  timeZone: string;
  now?: Date;
}

export interface ParseTaskTextResult {
  data: ParsedTask;
  parser: "llm" | "local";
  model: string;
}

/** The LLM settings from the environment, or null when no key is configured. */
export function llmSettingsFromConfig(): LlmSettings | null {
  const c = config();
  if (!c.features.llm || !c.OPENAI_API_KEY) return null;
  return { apiKey: c.OPENAI_API_KEY, baseURL: c.OPENAI_BASE_URL, model: c.OPENAI_MODEL, timeoutMs: LLM_TIMEOUT_MS };
}

export async function parseTaskText(
  { prompt, timeZone, now = new Date() }: ParseTaskTextInput,
  llm: LlmSettings | null = llmSettingsFromConfig(),
): Promise<ParseTaskTextResult> {
  const ctx = { now, timeZone };
  if (llm) {
    try {
      const data = await parseWithLlm(prompt, ctx, llm);
      // A model that found no title still leaves the task nameable: the local parser's title stands in.
      if (!data.title) return { data: { ...data, title: parseTask(prompt, ctx).title }, parser: "llm", model: llm.model };
      return { data, parser: "llm", model: llm.model };
    } catch (error) {
      console.warn(`[ai] LLM parser failed (${error instanceof Error ? error.message : "unknown error"}); using the local parser`);
    }
  }
  return { data: parseTask(prompt, ctx), parser: "local", model: parseCopy.localParserModel };
}
