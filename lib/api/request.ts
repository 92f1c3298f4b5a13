/**
 * The one JSON client of our own API, shared by the board, workspaces, reminders and account screens.
 * Every call resolves with the server's answer or rejects with an ApiError carrying the server's
 * message (the user-facing text), its code and status.
 */

export class ApiError extends Error {
  constructor(
    message: string,
    readonly status: number,
    readonly code: string,
    /** The answer's whole `error`, for the failures that carry more than code and message (a task's 409). */
    readonly error?: unknown,
  ) {
    super(message);
    this.name = "ApiError";
  }
}

type ErrorBody = { error?: { code?: string; message?: string } };

/** A JSON call to our own API; an answer other than 2xx rejects with its `{ error }` as ApiError. */
export async function request<T>(path: string, init: RequestInit = {}): Promise<T> {
  const response = await fetch(path, {
    ...init,
    credentials: "same-origin",
    headers: init.body === undefined ? init.headers : { "content-type": "application/json", ...init.headers },
  });
  if (response.status === 204) return undefined as T;
  const body: unknown = await response.json().catch(() => null);
  if (!response.ok) {
    const error = (body as ErrorBody | null)?.error;
    throw new ApiError(error?.message ?? response.statusText, response.status, error?.code ?? "internal", error);
  }
  return body as T;
}

/** The server's message when it refused the call (a 4xx with our text), else (network failure, 5xx) `fallback`. */
export function refusalMessage(error: unknown, fallback: string): string {
  return error instanceof ApiError && error.status < 500 && error.message ? error.message : fallback;
}
