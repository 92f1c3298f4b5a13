import { IMPORT_MAX_COMMENTS_PER_TASK, IMPORT_MAX_ROWS } from "@/lib/constants/transfer";
import { plural, timeCopy } from "./time";

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
  willCreate: (tasks: number, comments: number) => `Will create ${plural(tasks, "task", "tasks")} and ${timeCopy.comments(comments)}.`,
  willSkip: (rows: number) => `Skipped ${plural(rows, "row", "rows")}:`,
  imported: (tasks: number) => `Imported ${plural(tasks, "task", "tasks")}.`,

  // Refusals
  fileTooLarge: "The file is larger than 5 MB",
  tooManyRows: `The file has more than ${IMPORT_MAX_ROWS} rows (each task and each comment counts as one)`,
  tooManyComments: (source: string) =>
    `A task has more than ${IMPORT_MAX_COMMENTS_PER_TASK} comments (${source}); at most ${IMPORT_MAX_COMMENTS_PER_TASK} per task can be imported`,
  notTodoistCsv: "This is not a Todoist CSV export (no TYPE and CONTENT columns)",
  notDuelyExport: "This is not a Duely export, or it comes from a newer version of Duely",
  emptyFile: "The file is empty",
  importFailed: "The import failed and nothing was imported. Please try again.",
  workspaceLimit: (needed: number, room: number) =>
    `This import needs ${needed} new workspaces but you can create only ${room} more (at most 5). Delete a workspace or import into an existing one.`,

  // What an import writes
  /** A new workspace whose exported name Duely would refuse (empty, too long, control characters). */
  importedWorkspaceName: "Imported",
  /** The first line of a comment imported under the importer's name (another person's export, or a shared workspace). */
  importedCommentHeader: (author: string, time: string) => `Imported comment, originally by ${author} on ${time}:`,
  unknownAuthor: "someone",

  // Preview notes and reasons
  skipEmptyTitle: "no task name",
  skipTitleTooLong: "task name longer than 500 characters",
  skipUnknownType: (type: string) => `unknown row type "${type}"`,
  skipNoteWithoutTask: "note without a task above it",
  skipCommentInvalid: "comment empty or longer than 2000 characters",
  noteDateNotUnderstood: (date: string) => `date "${date}" not understood: imported without a due date`,
  noteDueDateUnreadable: (date: string) => `due date "${date}" is not a date between the years 1 and 9999: imported without a due date`,
  noteRecurring: (date: string) => `repeats ("${date}"): due at its next occurrence`,
  noteRecurrenceDropped: (rule: string) => `repeat rule "${rule}" is not one Duely supports: imported as a one-off task`,
  noteSubtask: (indent: number) => `sub-task (indent ${indent}) imported as a task`,
} as const;
