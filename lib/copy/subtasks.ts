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

  // The edit panel's checklist
  checklist: "Checklist",
  progress: (done: number, total: number) => `${done} of ${total} done`,
  newSubtask: "New subtask",
  addPlaceholder: "Add a step, Enter to add (paste several lines for several)",
  rename: (title: string) => `Rename "${title}"`,
  moveUp: (title: string) => `Move "${title}" up`,
  moveDown: (title: string) => `Move "${title}" down`,
  remove: (title: string) => `Delete "${title}"`,
  reorderHint: "Alt+Up or Alt+Down moves a step; drag to reorder",
  saveFailed: "The checklist change was not saved",
  allDone: (title: string) => `Every step of "${title}" is done`,
  completeTask: "Complete task",

  // Break down in the edit panel
  breakDown: "Break down",
  proposalTitle: "Proposed steps",
  proposalBy: (model: string) => `Proposed by ${model}`,
  proposalStep: (n: number) => `Step ${n}`,
  removeStep: (n: number) => `Remove step ${n}`,
  accept: "Add these steps",
  discard: "Discard",
  breakdownFailed: "Could not propose steps",
};
