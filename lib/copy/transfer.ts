import { IMPORT_MAX_ROWS } from "@/lib/constants/transfer";

/** Export and import: settings screens, preview notes and refusals. */
export const transferCopy = {
  exportTitle: "Export",
  exportIntro: "Download everything you own: workspaces, tasks, comments and reminders (JSON), or one workspace's tasks (CSV).",
  exportJson: "Download JSON",
  exportCsv: "Download CSV",
  importTitle: "Import",
  importIntro: "Move in from Todoist (CSV export) or restore a Duely JSON export. You see a preview before anything is written.",
  importSource: "File type",
  sourceTodoist: "Todoist CSV",
  sourceDuely: "Duely JSON",
  importInto: "Into workspace",
  chooseFile: "File",
  previewButton: "Preview",
  willCreate: (tasks: number, comments: number) => `Will create ${tasks} tasks and ${comments} comments.`,
  willSkip: (rows: number) => `Skipped ${rows} rows:`,
  imported: (tasks: number) => `Imported ${tasks} tasks.`,

  // Refusals
  fileTooLarge: "The file is larger than 5 MB",
  tooManyRows: `The file has more than ${IMPORT_MAX_ROWS} rows`,
  notTodoistCsv: "This is not a Todoist CSV export (no TYPE and CONTENT columns)",
  notDuelyExport: "This is not a Duely export, or it comes from a newer version of Duely",
  emptyFile: "The file is empty",
  importFailed: "The import failed and nothing was imported. Please try again.",
  workspaceLimit: (needed: number, room: number) =>
    `This import needs ${needed} new workspaces but you can create only ${room} more (at most 5). Delete a workspace or import into an existing one.`,

  // Preview notes and reasons
  skipEmptyTitle: "no task name",
  skipTitleTooLong: "task name longer than 500 characters",
  skipUnknownType: (type: string) => `unknown row type "${type}"`,
  skipNoteWithoutTask: "note without a task above it",
  skipCommentInvalid: "comment empty or longer than 2000 characters",
  noteDateNotUnderstood: (date: string) => `date "${date}" not understood: imported without a due date`,
  noteRecurring: (date: string) => `repeats ("${date}"): due at its next occurrence`,
  noteRecurrenceDropped: (rule: string) => `repeat rule "${rule}" is not one Duely supports: imported as a one-off task`,
  noteSubtask: (indent: number) => `sub-task (indent ${indent}) imported as a task`,
} as const;
