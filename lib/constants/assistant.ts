/** The planning assistant: working hours, estimates, the day planner's grid, the local breakdown's size. */

/** Working hours in the user's zone, until a setting says otherwise. */
export const DEFAULT_WORKING_HOURS = { start: { hour: 9, minute: 0 }, end: { hour: 17, minute: 0 } } as const;
/** How long a task takes when its text names no duration, by urgency band (lib/urgency.ts). */
export const DEFAULT_ESTIMATE_MINUTES = { high: 60, medium: 45, low: 30 } as const;
/** A duration read from a task's text is kept within these bounds, in minutes. */
export const ESTIMATE_MINUTES = { min: 5, max: 480 } as const;
/** Planned slots start on this grid, in minutes. */
export const PLAN_STEP_MINUTES = 5;
/** A task is "due soon" when due within this many calendar days after today. */
export const PLAN_SOON_DAYS = 3;
/** The local breakdown proposes this many steps. */
export const BREAKDOWN_STEPS = { min: 3, max: 7 } as const;
/** An LLM's reason for a planned task is cut to this many characters. */
export const PLAN_REASON_MAX = 120;
/** At most this many tasks are planned in one day plan (the open ones, most important first). */
export const PLAN_TASKS_MAX = 100;
/** POST /api/plan per signed-in user (it may call the LLM). */
export const PLAN_RATE_LIMIT = { limit: 20, windowMs: 60_000 } as const;
/** Where the browser keeps the user's working hours for Plan my day ({ start, end } as "HH:MM"). */
export const WORKING_HOURS_STORAGE_KEY = "duely.workingHours";
/** A brain dump saves at most this many tasks at once. */
export const BRAIN_DUMP_MAX = 50;
