/** The tasks board: columns, paging, drag and drop, and reordering. */

/** 'Next 7 Days' holds the 1st to the 7th calendar day after today, in the user's zone. */
export const NEXT_DAYS_COLUMN_SPAN = 7;
/**
 * Cards a board column renders at first and adds each time its end scrolls into view: about a phone screen
 * and a half of cards in the first column, so a phone hydrates 30 cards rather than 75 (docs/performance.md#lighthouse),
 * and 2,000 tasks stay fast.
 */
export const COLUMN_PAGE_SIZE = 10;

/** Urgency given to a task dropped on a priority column. */
export const DROP_URGENCY = { high: 4.5, medium: 3, low: 1.5 } as const;
/** Days after today a task dropped on a date column is due (a task without a due date gets DEFAULT_DUE_TIME). */
export const DROP_DAY_OFFSET = { today: 0, upcoming: 3, future: 14 } as const;
export const REORDER_GAP_THRESHOLD_MIN = 30;
export const REORDER_STEP_MIN = 15;
export const REORDER_SINGLE_OFFSET_MIN = 30;

export const DRAG_POINTER_DISTANCE_PX = 8;
export const DRAG_TOUCH_DELAY_MS = 250;
export const DRAG_TOUCH_TOLERANCE_PX = 5;
export const DRAG_KEYBOARD_STEP_PX = 25;
export const DROP_ANIMATION_MS = 150;
/**
 * The page scrolls while a card is dragged near its top or bottom edge: within `threshold` of the viewport's
 * height (a quarter) or width, at up to `acceleration` px every 5 ms, the deeper the faster (dnd-kit's
 * auto-scroll; its defaults, 10 and a fifth, took about 6 s down a long column on a phone:
 * docs/performance.md#touch-drags).
 */
export const DRAG_AUTO_SCROLL = { acceleration: 25, threshold: { x: 0.2, y: 0.25 } } as const;

/**
 * Cards making room for a dragged one move with a spring (stiffness 500, damping 25, mass 1), played as a
 * CSS `linear()` curve sampled from it (lib/board/spring.ts); it settles in about a third of a second.
 */
export const DRAG_SPRING = { stiffness: 500, damping: 25, mass: 1 } as const;

/** How long a task just added stays highlighted on the board after it is scrolled into view. */
export const ADDED_HIGHLIGHT_MS = 2_000;
/** A touch held this long on a compact card shows its actions (a drag starts from the handle only). */
export const LONG_PRESS_MS = 500;
/** The card densities, the first the default; the browser keeps the choice in DENSITY_COOKIE (lib/cookies). */
export const CARD_DENSITIES = ["comfortable", "compact"] as const;
