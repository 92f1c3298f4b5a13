import "server-only";
import OpenAI from "openai";

/**
 * One chat completion with a strict JSON schema (OpenAI structured output) against any OpenAI-compatible
 * endpoint, bounded in time and never retried. Answers the parsed JSON, unchecked: each caller validates
 * it with zod. Throws LlmError on any failure (network, time-out, HTTP error, refusal, empty or malformed
 * answer); the callers fall back to their local rules.
 */

export interface LlmSettings {
  apiKey: string;
  baseURL?: string;
  model: string;
  timeoutMs: number;
}

export class LlmError extends Error {
  constructor(reason: string, options?: { cause?: unknown }) {
    super(reason, options);
    this.name = "LlmError";
  }
}

export interface JsonRequest {
  system: string;
  user: string;
  /** The schema's name in the request. */
  name: string;
  schema: Record<string, unknown>;
}

export async function completeJson(settings: LlmSettings, { system, user, name, schema }: JsonRequest): Promise<unknown> {
  const client = new OpenAI({ apiKey: settings.apiKey, baseURL: settings.baseURL, timeout: settings.timeoutMs, maxRetries: 0 });
  let content: string | null | undefined;
  try {
    const completion = await client.chat.completions.create({
      model: settings.model,
      temperature: 0,
      messages: [
        { role: "system", content: system },
        { role: "user", content: user },
      ],
      response_format: { type: "json_schema", json_schema: { name, strict: true, schema } },
    });
    const message = completion.choices[0]?.message;
    if (message?.refusal) throw new LlmError("refused");
    content = message?.content;
  } catch (error) {
    if (error instanceof LlmError) throw error;
    throw new LlmError("request failed", { cause: error });
  }
  if (!content) throw new LlmError("empty answer");
  try {
    return JSON.parse(content);
  } catch (error) {
    throw new LlmError("malformed JSON", { cause: error });
  }
}
