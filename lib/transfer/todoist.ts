import Papa from "papaparse";
import { isValidTimeZone } from "@/lib/dates";
import { parseTask } from "@/lib/parse/parse-task";
import { TIME_ZONE_MAX } from "@/lib/constants/common";
import { COMMENT_TEXT_MAX, TASK_DESCRIPTION_MAX, TASK_TITLE_MAX, URGENCY_DEFAULT } from "@/lib/constants/tasks";
import {
  IMPORT_DATE_CELL_MAX,
  IMPORT_MAX_COMMENTS_PER_TASK,
  IMPORT_MAX_ROWS,
  IMPORT_PARSE_CHUNK_CHARS,
  TODOIST_PRIORITY_URGENCY,
  TODOIST_SECTION_SEPARATOR,
} from "@/lib/constants/transfer";
import { transferCopy } from "@/lib/copy/transfer";
import type { PlannedTask, SkippedRow } from "@/lib/schemas/transfer";
import { SUBTASKS_PER_TASK_MAX } from "@/lib/constants/subtasks";
import { importedSubtaskTitle, pacer, quote, type Pause, type PlanResult } from "./plan";

/**
 * Todoist's CSV export as Duely tasks (docs/product.md#export-and-import). Columns, by name: TYPE
 * (task, note, section), CONTENT, DESCRIPTION, PRIORITY (1 = p1, the highest … 4 = none), INDENT,
 * AUTHOR, RESPONSIBLE, DATE (natural language, e.g. "every monday"), DATE_LANG, TIMEZONE.
 * - task rows become tasks: PRIORITY 1→5, 2→4, 3→3, 4→2 urgency (3 when absent); DATE read by our
 *   quick-add parser in the row's TIMEZONE (else the importer's zone); a recurring DATE ("every monday")
 *   makes a repeating task (its rule and zone) due at its next occurrence; DESCRIPTION becomes the
 *   task's description (cut to its limit);
 * - sub-items (INDENT > 1) under a task (INDENT 1, same section) become its subtasks, in order (only the
 *   title: a sub-item's own date and priority are not kept); one without such a task above it, past
 *   SUBTASKS_PER_TASK_MAX, or whose title cannot be a subtask's, becomes a task with a note;
 * - note rows become comments of the task above them (a sub-item's, of the task it belongs to);
 * - section rows are not tasks: the tasks below a section get "<section> / " before their title;
 * - AUTHOR and RESPONSIBLE are not kept (they name Todoist users); anything else is skipped with a reason.
 * Limits: at most IMPORT_MAX_ROWS rows (blank ones not counted) and IMPORT_MAX_COMMENTS_PER_TASK notes
 * under one task, else the file is refused; a DATE longer than IMPORT_DATE_CELL_MAX is never parsed.
 * The file is parsed and its rows planned a slice at a time, awaiting `pause` between slices.
 * Pure: the same text, `now` and zone give the same plan.
 */

export type TodoistPlan = PlanResult;

export async function planTodoistImport(
  text: string,
  { now, timeZone, workspace, pause }: { now: Date; timeZone: string; workspace: string; pause?: Pause },
): Promise<TodoistPlan> {
  const read = await readRows(text, pause);
  if (read === "not todoist") return { ok: false, message: transferCopy.notTodoistCsv, tooLarge: false };
  if (read === "too many rows") return { ok: false, message: transferCopy.tooManyRows, tooLarge: true };

  const tasks: PlannedTask[] = [];
  const skipped: SkippedRow[] = [];
  const pace = pacer(pause);
  let section = "";
  let last: PlannedTask | null = null;
  /** The last top-level task of the section, which the sub-items below it belong to. */
  let parent: PlannedTask | null = null;

  for (const { number, row } of read) {
    await pace();
    const source = `row ${number}`;
    const type = (row.TYPE ?? "").trim().toLowerCase();
    const content = (row.CONTENT ?? "").trim();
    if (type === "section") {
      section = content;
      last = null;
      parent = null;
      continue;
    }
    if (type === "note") {
      if (!last) {
        skipped.push({ source, reason: transferCopy.skipNoteWithoutTask });
      } else if (!content || content.length > COMMENT_TEXT_MAX) {
        skipped.push({ source, reason: transferCopy.skipCommentInvalid });
      } else if (last.comments.push(content) > IMPORT_MAX_COMMENTS_PER_TASK) {
        return { ok: false, message: transferCopy.tooManyComments(last.source), tooLarge: true };
      }
      continue;
    }
    last = null;
    const indent = Number(row.INDENT ?? 1);
    const subItem = Number.isInteger(indent) && indent > 1;
    if (type === "task" && subItem && parent && (parent.subtasks?.length ?? 0) < SUBTASKS_PER_TASK_MAX) {
      const subtask = importedSubtaskTitle(content);
      if (subtask) {
        parent.subtasks = [...(parent.subtasks ?? []), { title: subtask, done: false }];
        last = parent;
        continue;
      }
    }
    if (!subItem) parent = null;
    if (type !== "task") {
      skipped.push({ source, reason: transferCopy.skipUnknownType(quote(type)) });
      continue;
    }
    const title = section ? `${section}${TODOIST_SECTION_SEPARATOR}${content}` : content;
    if (!content) {
      skipped.push({ source, reason: transferCopy.skipEmptyTitle });
      continue;
    }
    if (title.length > TASK_TITLE_MAX) {
      skipped.push({ source, reason: transferCopy.skipTitleTooLong });
      continue;
    }
    const planned: PlannedTask = {
      source,
      title,
      urgency: TODOIST_PRIORITY_URGENCY[(row.PRIORITY ?? "").trim()] ?? URGENCY_DEFAULT,
      completed: false,
      comments: [],
      workspace,
      ...dueOf(row, { now, timeZone }),
    };
    const description = (row.DESCRIPTION ?? "").trim().slice(0, TASK_DESCRIPTION_MAX);
    if (description) planned.description = description;
    if (subItem) planned.notes.push(transferCopy.noteSubtask(indent));
    tasks.push(planned);
    last = planned;
    if (!subItem) parent = planned;
  }
  return { ok: true, tasks, skipped };
}

/** A data row of the file and its number (1 for the row after the header; blank rows are counted). */
interface NumberedRow {
  number: number;
  row: Record<string, string>;
}

const isBlank = (row: Record<string, string>) => Object.values(row).every((v) => typeof v !== "string" || v.trim() === "");

/**
 * The file's rows that are not blank, read IMPORT_PARSE_CHUNK_CHARS at a time with `pause` between chunks
 * (a 5 MB file of blank lines took 3.4 s and 1.6 GB as one parse); refused as soon as the header lacks TYPE
 * and CONTENT, or more than IMPORT_MAX_ROWS rows are not blank.
 */
function readRows(text: string, pause?: Pause): Promise<NumberedRow[] | "not todoist" | "too many rows"> {
  return new Promise((resolve, reject) => {
    const rows: NumberedRow[] = [];
    let read = 0;
    let refused: "not todoist" | "too many rows" | null = null;
    Papa.parse<Record<string, string>>(text.replace(/^\uFEFF/, ""), {
      header: true,
      transformHeader: (h) => h.trim().toUpperCase(),
      chunkSize: IMPORT_PARSE_CHUNK_CHARS,
      chunk({ data, meta }: Papa.ParseResult<Record<string, string>>, parser: Papa.Parser) {
        const fields = meta.fields ?? [];
        if (!fields.includes("TYPE") || !fields.includes("CONTENT")) refused = "not todoist";
        for (const row of refused ? [] : data) {
          read += 1;
          if (!isBlank(row)) rows.push({ number: read, row });
          if (rows.length > IMPORT_MAX_ROWS) refused = "too many rows";
        }
        // abort() ends the parse at once, calling complete.
        if (refused) return parser.abort();
        if (!pause) return;
        parser.pause();
        pause().then(() => parser.resume(), reject);
      },
      complete: () => resolve(refused ?? rows),
    });
  });
}

/** A task row's DATE as a due date (and a rule when it repeats), with the notes it calls for. */
function dueOf(row: Record<string, string>, { now, timeZone }: { now: Date; timeZone: string }): Pick<PlannedTask, "dueDate" | "recurrence" | "notes"> {
  const date = (row.DATE ?? "").trim();
  if (!date) return { dueDate: null, notes: [] };
  // An over-long date is reported without being read: the parser's work grows with its length.
  if (date.length > IMPORT_DATE_CELL_MAX) return { dueDate: null, notes: [transferCopy.noteDateNotUnderstood(quote(date))] };
  const ownZone = (row.TIMEZONE ?? "").trim();
  const zone = ownZone.length <= TIME_ZONE_MAX && isValidTimeZone(ownZone) ? ownZone : timeZone;
  const understood = parseTask(date, { now, timeZone: zone });
  if (!understood.dueDate) return { dueDate: null, notes: [transferCopy.noteDateNotUnderstood(quote(date))] };
  if (!understood.recurrence) return { dueDate: understood.dueDate, notes: [] };
  return { dueDate: understood.dueDate, recurrence: understood.recurrence, notes: [transferCopy.noteRecurring(quote(date))] };
}
