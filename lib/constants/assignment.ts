/** The notice to a task's new assignee (docs/product.md#assignees): attempts before it is given up. */
export const ASSIGNMENT_NOTICE_MAX_ATTEMPTS = 8;
/** How long a claim of a notice holds: far beyond a send (nodemailer gives up on a dead server within 30 s). */
export const ASSIGNMENT_NOTICE_LEASE_MS = 10 * 60_000;
