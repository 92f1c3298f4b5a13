/** Tasks and comments: field limits, urgency, the default due time and the card's presentation. */

export const TASK_TITLE_MAX = 500;
export const COMMENT_TEXT_MAX = 2000;
/** A task's optional plain-text description. */
export const TASK_DESCRIPTION_MAX = 5000;
/** The longest search text the board and GET /api/tasks?q= accept. */
export const TASK_SEARCH_MAX = 200;
/** How long the Undo toast of a completion, a deletion or a reschedule stays (a deletion is sent when it closes). */
export const UNDO_WINDOW_MS = 5000;
/** The URL parameter that keeps the board's search text ("/todo?q=gym"). */
export const SEARCH_PARAM = "q";
/** The board filters on the server (GET /api/tasks?q=) when the workspace holds more tasks than this. */
export const SERVER_SEARCH_MIN_TASKS = 500;
/** A typed task without title words takes this many characters of the typed text as its title. */
export const TITLE_FALLBACK_CHARS = 30;

export const URGENCY_MIN = 1;
export const URGENCY_MAX = 5;
export const URGENCY_DEFAULT = 3;
/** Priority bands: high from this urgency up, medium from URGENCY_MEDIUM_MIN up, low below. */
export const URGENCY_HIGH_MIN = 4;
export const URGENCY_MEDIUM_MIN = 2.5;

/**
 * Wall-clock time of a date given without a time: a typed date ("tomorrow"), a fallback suggestion,
 * and a task without a due date dropped on a later date column.
 */
export const DEFAULT_DUE_TIME = { hour: 9, minute: 0 } as const;

export const COMPLETE_ANIMATION_MS = 500;
export const COMPLETE_ANIMATION_END_MS = 800;
export const COMMENT_LIST_MAX_HEIGHT = "16rem";
/** Comment times read 'N days ago' up to and including this many whole days, then a date. */
export const COMMENT_RELATIVE_MAX_DAYS = 7;
/** Task titles in headings are cut to these lengths. */
export const HEADING_TITLE_MAX = 25;
export const HEADING_TITLE_SHORT_MAX = 20;

/**
 * The query of a link that opens a task on the board, /todo?workspace=…&task=… (a reminder's notification, a
 * reminder in the panel): the board switches to the workspace, scrolls to the card, highlights it and opens its
 * comments (components/board/useOpenTaskFromUrl.ts). Without `workspace`, the board looks in the one it shows.
 */
export const TASK_LINK_PARAMS = { workspace: "workspace", task: "task" } as const;
