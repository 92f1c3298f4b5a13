/** Subtasks (a task's checklist) and Break down: the API's messages and the edit panel's checklist. */
export const subtasksCopy = {
  subtaskNotFound: "Subtask not found",
  titleRequired: "Subtask title is required",
  titleTooLong: "Subtask title must be at most 500 characters",
  titleInvalid: "Subtask title must be one line of text",
  nothingToAdd: "Give at least one subtask title",
  tooManyAtOnce: "At most 50 subtasks can be added at once",
  tooMany: "A task can have at most 50 subtasks",
  nothingToUpdate: "Give a title, done or position to change",
  positionInvalid: "Position must be a whole number from 0",

  // Break down (the local steps themselves: ./breakdown.ts)
  localBreakdown: "Local breakdown",
  breakdownFallback: "The AI did not answer with usable steps; these are the local ones.",
};
