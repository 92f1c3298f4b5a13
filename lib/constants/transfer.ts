/** Export and import: the export format's name and version, and the import's limits. */

export const EXPORT_FORMAT = "duely-export";
/** Raised when the export's shape changes; the importer reads every version up to this one. */
export const EXPORT_VERSION = 1;
export const IMPORT_MAX_BYTES = 5 * 1024 * 1024;
export const IMPORT_MAX_ROWS = 5000;
export const IMPORT_SOURCES = ["duely", "todoist"] as const;
/** Imports per user per hour (each may write thousands of rows). */
export const IMPORT_RATE_LIMIT = { limit: 20, windowMs: 60 * 60_000 } as const;
/** Exports per user per hour. */
export const EXPORT_RATE_LIMIT = { limit: 60, windowMs: 60 * 60_000 } as const;
/** Todoist's PRIORITY (1 = p1, the highest … 4 = no priority) as Duely urgency. */
export const TODOIST_PRIORITY_URGENCY: Readonly<Record<string, number>> = { "1": 5, "2": 4, "3": 3, "4": 2 };
/** Tasks under a Todoist section get "<section> / " before their title. */
export const TODOIST_SECTION_SEPARATOR = " / ";
