/** Export and import: the export format's name and version, and the import's limits. */

export const EXPORT_FORMAT = "duely-export";
/** Raised when the export's shape changes; the importer reads every version up to this one. */
export const EXPORT_VERSION = 1;
export const IMPORT_MAX_BYTES = 5 * 1024 * 1024;
/** Rows of one import, both formats: every task and every comment counts (a Todoist row is a row). */
export const IMPORT_MAX_ROWS = 5000;
/** Comments of one imported task (Todoist notes under one task, or an exported task's comments). */
export const IMPORT_MAX_COMMENTS_PER_TASK = 2500;
/**
 * Rows the import writes in one store call (tasks with all their comments; a task with more comments is
 * a call of its own). Between two calls the import lets other requests run.
 */
export const IMPORT_BATCH_ROWS = 500;
/** Characters of a Todoist CSV parsed between two pauses for other requests. */
export const IMPORT_PARSE_CHUNK_CHARS = 64 * 1024;
/** Rows the planner reads between two pauses for other requests (the quick-add parser reads each DATE). */
export const IMPORT_PLAN_CHUNK_ROWS = 100;
/** A Todoist DATE longer than this is not read (noted as not understood): the parser's work grows with it. */
export const IMPORT_DATE_CELL_MAX = 200;
/** Characters of a file's value quoted in a preview note or reason. */
export const IMPORT_QUOTE_MAX = 60;
export const IMPORT_SOURCES = ["duely", "todoist"] as const;
/** Imports per user per hour (each may write thousands of rows). */
export const IMPORT_RATE_LIMIT = { limit: 20, windowMs: 60 * 60_000 } as const;
/** Previews per user per 10 minutes (each reads up to 5 MB and parses every date in it). */
export const IMPORT_PREVIEW_RATE_LIMIT = { limit: 30, windowMs: 10 * 60_000 } as const;
/** Exports per user per hour. */
export const EXPORT_RATE_LIMIT = { limit: 60, windowMs: 60 * 60_000 } as const;
/** Todoist's PRIORITY (1 = p1, the highest … 4 = no priority) as Duely urgency. */
export const TODOIST_PRIORITY_URGENCY: Readonly<Record<string, number>> = { "1": 5, "2": 4, "3": 3, "4": 2 };
/** Tasks under a Todoist section get "<section> / " before their title. */
export const TODOIST_SECTION_SEPARATOR = " / ";
