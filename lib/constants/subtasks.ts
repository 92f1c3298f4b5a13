/** Subtasks (a task's checklist): docs/product.md#subtasks. */

/** A task holds at most this many subtasks; an add that would pass it adds none (413). */
export const SUBTASKS_PER_TASK_MAX = 50;
/** One add request names at most this many (a breakdown's steps, a pasted list). */
export const SUBTASKS_PER_ADD_MAX = SUBTASKS_PER_TASK_MAX;
/** Break down proposals a user may ask for per window (each may call the LLM). */
export const BREAKDOWN_RATE_LIMIT = { limit: 20, windowMs: 60_000 } as const;
