import "server-only";
import type { z } from "zod";
import { badRequest } from "@/server/errors";
import { commonCopy } from "@/lib/copy/common";

/**
 * Schema parsing at the edge: routes (through their contract, read by server/http) and server actions
 * validate their input here, and services receive typed, already parsed values.
 */

/** Validates a value; the first issue's message (the user-facing text, where the schema gives one) becomes the 400. */
export function parseWith<S extends z.ZodType>(schema: S, value: unknown): z.infer<S> {
  const result = schema.safeParse(value);
  if (result.success) return result.data;
  const issue = result.error.issues[0];
  const message = issue && !issue.message.startsWith("Invalid input") && !issue.message.startsWith("Too ") && !issue.message.startsWith("Expected")
    ? issue.message
    : issue?.path.length
      ? `${commonCopy.invalidInput}: ${issue.path.join(".")}`
      : commonCopy.invalidInput;
  throw badRequest(message);
}
