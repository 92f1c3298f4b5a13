import Papa from "papaparse";
import { isValidTimeZone } from "@/lib/dates";
import { parseTask } from "@/lib/parse/parse-task";
import { COMMENT_TEXT_MAX, TASK_DESCRIPTION_MAX, TASK_TITLE_MAX, URGENCY_DEFAULT } from "@/lib/constants/tasks";
import { IMPORT_MAX_ROWS, TODOIST_PRIORITY_URGENCY, TODOIST_SECTION_SEPARATOR } from "@/lib/constants/transfer";
import { transferCopy } from "@/lib/copy/transfer";
import type { PlannedTask, SkippedRow } from "@/lib/schemas/transfer";

/**
 * Todoist's CSV export as Duely tasks (docs/product.md#export-and-import). Columns, by name: TYPE
 * (task, note, section), CONTENT, DESCRIPTION, PRIORITY (1 = p1, the highest … 4 = none), INDENT,
 * AUTHOR, RESPONSIBLE, DATE (natural language, e.g. "every monday"), DATE_LANG, TIMEZONE.
 * - task rows become tasks: PRIORITY 1→5, 2→4, 3→3, 4→2 urgency (3 when absent); DATE read by our
 *   quick-add parser in the row's TIMEZONE (else the importer's zone); a recurring DATE ("every monday")
 *   makes a repeating task (its rule and zone) due at its next occurrence; DESCRIPTION becomes the
 *   task's description (cut to its limit); sub-tasks (INDENT > 1) become tasks;
 * - note rows become comments of the task above them;
 * - section rows are not tasks: the tasks below a section get "<section> / " before their title;
 * - AUTHOR and RESPONSIBLE are not kept (they name Todoist users); anything else is skipped with a reason.
 * Pure: the same text, `now` and zone give the same plan.
 */

export type TodoistPlan = { ok: true; tasks: PlannedTask[]; skipped: SkippedRow[] } | { ok: false; message: string };

export function planTodoistImport(text: string, { now, timeZone, workspace }: { now: Date; timeZone: string; workspace: string }): TodoistPlan {
  const parsed = Papa.parse<Record<string, string>>(text.replace(/^\uFEFF/, ""), {
    header: true,
    transformHeader: (h) => h.trim().toUpperCase(),
  });
  const fields = parsed.meta.fields ?? [];
  if (!fields.includes("TYPE") || !fields.includes("CONTENT")) return { ok: false, message: transferCopy.notTodoistCsv };
  // Rows are numbered as the file's data rows (the header not counted, blank rows counted), and blank rows are passed over.
  const isBlank = (row: Record<string, string>) => Object.values(row).every((v) => typeof v !== "string" || v.trim() === "");
  if (parsed.data.filter((row) => !isBlank(row)).length > IMPORT_MAX_ROWS) return { ok: false, message: transferCopy.tooManyRows };

  const tasks: PlannedTask[] = [];
  const skipped: SkippedRow[] = [];
  let section = "";
  let last: PlannedTask | null = null;

  parsed.data.forEach((row, index) => {
    if (isBlank(row)) return;
    const source = `row ${index + 1}`;
    const type = (row.TYPE ?? "").trim().toLowerCase();
    const content = (row.CONTENT ?? "").trim();
    if (type === "section") {
      section = content;
      last = null;
      return;
    }
    if (type === "note") {
      if (!last) return void skipped.push({ source, reason: transferCopy.skipNoteWithoutTask });
      if (!content || content.length > COMMENT_TEXT_MAX) return void skipped.push({ source, reason: transferCopy.skipCommentInvalid });
      last.comments.push(content);
      return;
    }
    if (type !== "task") {
      last = null;
      return void skipped.push({ source, reason: transferCopy.skipUnknownType(type) });
    }
    const title = section ? `${section}${TODOIST_SECTION_SEPARATOR}${content}` : content;
    if (!content) {
      last = null;
      return void skipped.push({ source, reason: transferCopy.skipEmptyTitle });
    }
    if (title.length > TASK_TITLE_MAX) {
      last = null;
      return void skipped.push({ source, reason: transferCopy.skipTitleTooLong });
    }

    const notes: string[] = [];
    const comments: string[] = [];
    const date = (row.DATE ?? "").trim();
    let dueDate: string | null = null;
    let recurrence: PlannedTask["recurrence"];
    if (date) {
      const zone = isValidTimeZone((row.TIMEZONE ?? "").trim()) ? row.TIMEZONE.trim() : timeZone;
      const understood = parseTask(date, { now, timeZone: zone });
      dueDate = understood.dueDate;
      if (!dueDate) notes.push(transferCopy.noteDateNotUnderstood(date));
      else if (understood.recurrence) {
        recurrence = understood.recurrence;
        notes.push(transferCopy.noteRecurring(date));
      }
    }
    const description = (row.DESCRIPTION ?? "").trim().slice(0, TASK_DESCRIPTION_MAX);
    const indent = Number(row.INDENT ?? 1);
    if (Number.isInteger(indent) && indent > 1) notes.push(transferCopy.noteSubtask(indent));

    const planned: PlannedTask = {
      source,
      title,
      dueDate,
      urgency: TODOIST_PRIORITY_URGENCY[(row.PRIORITY ?? "").trim()] ?? URGENCY_DEFAULT,
      completed: false,
      ...(description && { description }),
      ...(recurrence && { recurrence }),
      comments,
      workspace,
      notes,
    };
    tasks.push(planned);
    last = planned;
  });
  return { ok: true, tasks, skipped };
}
