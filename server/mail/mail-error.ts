import "server-only";

/**
 * - `rejected`: the server answered with a permanent refusal (5xx, e.g. 550 unknown recipient); sending
 *   the same message again will fail again.
 * - `unavailable`: no answer (connection refused, timeout, dropped connection) or a transient 4xx reply;
 *   a later attempt may succeed.
 */
export type MailFailure = "rejected" | "unavailable";

/** A message that could not be handed to the mail server. */
export class MailError extends Error {
  override readonly name = "MailError";

  constructor(
    readonly kind: MailFailure,
    message: string,
    /** The SMTP reply code, when the server gave one. */
    readonly responseCode?: number,
    options?: ErrorOptions,
  ) {
    super(message, options);
  }

  /** Whether sending the same message later may succeed. */
  get retryable(): boolean {
    return this.kind === "unavailable";
  }
}

interface SmtpErrorShape {
  message?: unknown;
  code?: unknown;
  response?: unknown;
  responseCode?: unknown;
  permanent?: unknown;
}

/** Maps an error thrown by nodemailer to a MailError, telling a refused message from an unreachable server. */
export function toMailError(error: unknown): MailError {
  if (error instanceof MailError) return error;
  const e: SmtpErrorShape = typeof error === "object" && error !== null ? error : {};
  const responseCode = typeof e.responseCode === "number" ? e.responseCode : undefined;
  const detail = typeof e.response === "string" ? e.response : typeof e.message === "string" ? e.message : String(error);
  if (responseCode !== undefined && e.permanent === true) {
    return new MailError("rejected", `The mail server refused the message: ${detail}`, responseCode, { cause: error });
  }
  const code = typeof e.code === "string" ? ` (${e.code})` : "";
  return new MailError("unavailable", `The mail server is unavailable${code}: ${detail}`, responseCode, { cause: error });
}
