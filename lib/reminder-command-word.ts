/**
 * The reminder command's word: a comment starting with `!remindme` or `!rmd` (any case) followed by
 * whitespace or the end ("!remindmeplease" is an ordinary comment). Kept apart from the command's parser
 * so that the board can recognise a reminder comment without loading the quick-add parser.
 */
export const REMINDER_COMMAND = /^\s*!(?:remindme|rmd)(?=\s|$)/i;

/** Whether the comment is a reminder command (valid or not). */
export function isReminderCommand(comment: string): boolean {
  return REMINDER_COMMAND.test(comment);
}
