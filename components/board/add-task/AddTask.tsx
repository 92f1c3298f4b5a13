"use client";

import dynamic from "next/dynamic";
import { useCallback, useState, type ClipboardEvent, type FormEvent } from "react";
import { Info, Lightbulb } from "lucide-react";
import { refusalMessage } from "@/lib/api/request";
import { splitBrainDump } from "@/lib/assistant/brain-dump-split";
import { placeTitle } from "@/lib/board";
import { PROMPT_MAX } from "@/lib/constants/parse";
import { boardCopy } from "@/lib/copy/board";
import { shortcutsCopy } from "@/lib/copy/shortcuts";
import { tasksCopy } from "@/lib/copy/tasks";
import { formatDueText } from "@/lib/format";
import type { ParsedTask } from "@/lib/parse/types";
import type { Recurrence } from "@/lib/recurrence/rule";
import { Button } from "@/components/ui/Button";
import { Dialog } from "@/components/ui/Dialog";
import { Input } from "@/components/ui/Input";
import { cn } from "@/components/ui/cn";
import { toast } from "@/components/ui/toast";
import { useBoard } from "../BoardContext";
import { useBoardView } from "../preferences";
import { boardReveal } from "../reveal";
import { ShortcutList } from "../ShortcutsSheet";
import { shortcutTarget } from "../shortcuts";
import { AiSuggestions } from "./AiSuggestions";
import { flowReducer, type Draft, type FlowEvent, type FlowState } from "./flow";
import { parseTaskText } from "./parse-api";
import { useStatusLine } from "./useStatusLine";

// The follow-up steps appear only after a task is typed: loaded after hydration, out of the first load.
const DueDateStep = dynamic(() => import("./DueDateStep").then((m) => m.DueDateStep), { ssr: false });
const ParsedTaskCard = dynamic(() => import("./ParsedTaskCard").then((m) => m.ParsedTaskCard), { ssr: false });
const PastDateDialog = dynamic(() => import("./PastDateDialog").then((m) => m.PastDateDialog), { ssr: false });
const UrgencyStep = dynamic(() => import("./UrgencyStep").then((m) => m.UrgencyStep), { ssr: false });
// Several tasks at once (a brain dump): its own chunk, with the parser it runs in the browser.
const BrainDumpPreview = dynamic(() => import("./BrainDumpPreview").then((m) => m.BrainDumpPreview), { ssr: false });

/**
 * The add-task bar and flow (docs/product.md#quick-add-parsing): the input, Add, the AI suggestions lightbulb, the tips
 * toggle, the model label and the status line; then the parsed card and the steps of the flow. A saved
 * task is scrolled into view and highlighted, and the status line says where it went ('Task added
 * successfully! · Next 7 Days': the column or list section of the current view).
 * The parser answers through POST /api/parse-task; if that call fails, the local parser (loaded only
 * then) answers in the browser.
 */
export function AddTask({ parserModel }: { parserModel: string }) {
  const { actions, clock } = useBoard();
  const [text, setText] = useState("");
  const [parsing, setParsing] = useState(false);
  const [model, setModel] = useState(parserModel);
  const [panel, setPanel] = useState<"tips" | "ideas" | null>(null);
  const [flow, setFlow] = useState<FlowState>({ kind: "idle" });
  /** The text of several tasks shown as a preview (docs/product.md#planning-assistant); null: one task, as always. */
  const [dump, setDump] = useState<string | null>(null);
  const [status, showStatus] = useStatusLine();
  const [view] = useBoardView();

  const parse = useCallback(
    async (prompt: string): Promise<ParsedTask> => {
      try {
        const answer = await parseTaskText({ prompt, timeZone: clock.timeZone });
        setModel(answer.model);
        return answer.task;
      } catch {
        const { parseTask } = await import("@/lib/parse/parse-task");
        return parseTask(prompt, { now: new Date(), timeZone: clock.timeZone });
      }
    },
    [clock.timeZone],
  );

  const save = async ({ title, dueDate, urgency, recurrence }: Draft & { urgency: number; recurrence: Recurrence | null }) => {
    showStatus(tasksCopy.addingTask, { sticky: true });
    try {
      const saved = await actions.create({ title, dueDate, urgency, recurrence });
      showStatus(boardCopy.addedTo(tasksCopy.taskAdded, placeTitle(saved, view, clock)));
      boardReveal.reveal(saved.id);
      setText("");
    } catch (error) {
      showStatus(tasksCopy.addTaskFailed);
      toast.error(refusalMessage(error, tasksCopy.saveTaskFailed));
    }
  };

  const dispatch = (event: FlowEvent) => {
    const next = flowReducer(flow, event, { now: new Date(), timeZone: clock.timeZone });
    if (next.kind === "ready") {
      setFlow({ kind: "idle" });
      // The schedule the text stated ("every weekday") goes with the task.
      void save({ ...next.draft, recurrence: next.parsed.recurrence ?? null });
    } else {
      setFlow(next);
    }
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const prompt = text.trim();
    if (!prompt || parsing) return;
    if (splitBrainDump(prompt).length > 1) return setDump(prompt);
    setParsing(true);
    setPanel(null);
    try {
      dispatch({ type: "parsed", parsed: await parse(prompt) });
    } catch {
      toast.error(tasksCopy.parseFailed);
    } finally {
      setParsing(false);
    }
  };

  /** Pasted lines would lose their breaks in the one-line field: several tasks open the preview instead. */
  const paste = (event: ClipboardEvent<HTMLInputElement>) => {
    const pasted = event.clipboardData.getData("text");
    if (!/[\r\n]/.test(pasted)) return;
    const field = event.currentTarget;
    const combined = text.slice(0, field.selectionStart ?? text.length) + pasted + text.slice(field.selectionEnd ?? text.length);
    if (splitBrainDump(combined).length < 2) return;
    event.preventDefault();
    setDump(combined);
  };

  const resolveCustom = async (custom: string) => (await parse(tasksCopy.customDatePrompt(custom))).dueDate;
  const cancel = () => dispatch({ type: "cancel" });
  const asking = flow.kind === "asking" ? flow : null;

  return (
    <div className="flex flex-col gap-3">
      {/* One row on a phone too: the field, then Add and the two icon buttons (44 px there). */}
      <form onSubmit={submit} className="flex gap-2">
        <Input
          value={text}
          onChange={(event) => setText(event.target.value)}
          onPaste={paste}
          placeholder={tasksCopy.whatToDo}
          aria-label={tasksCopy.whatToDo}
          {...shortcutTarget("addTask")}
          maxLength={PROMPT_MAX}
          className="h-12 min-w-0 text-base"
        />
        <div className="flex shrink-0 gap-1 sm:gap-2">
          <Button type="submit" size="lg" loading={parsing} disabled={!text.trim()} className="max-sm:px-3">
            {parsing ? tasksCopy.parsing : tasksCopy.add}
          </Button>
          <Button
            size="icon"
            variant="secondary"
            className="size-12 max-sm:w-11"
            aria-label={tasksCopy.aiSuggestions}
            aria-pressed={panel === "ideas"}
            onClick={() => setPanel(panel === "ideas" ? null : "ideas")}
          >
            <Lightbulb className={cn("size-5", panel === "ideas" && "text-amber-500")} aria-hidden />
          </Button>
          <Button
            size="icon"
            variant="secondary"
            className="size-12 max-sm:w-11"
            aria-label={panel === "tips" ? tasksCopy.hideTips : tasksCopy.showTips}
            aria-pressed={panel === "tips"}
            onClick={() => setPanel(panel === "tips" ? null : "tips")}
          >
            <Info className="size-5" aria-hidden />
          </Button>
        </div>
      </form>

      <div className="flex min-h-5 items-center justify-between gap-3 text-xs">
        <p role="status" aria-live="polite" className="font-medium text-slate-600 dark:text-slate-300" data-testid="add-status">
          {status}
        </p>
        <span className="rounded-full bg-slate-100 px-2 py-0.5 text-slate-600 dark:bg-slate-800 dark:text-slate-300" data-testid="model-label">
          {tasksCopy.modelLabel(model)}
        </span>
      </div>

      {panel === "tips" && (
        <div className="rounded-xl border border-slate-200 bg-white p-4 text-sm dark:border-slate-800 dark:bg-slate-900">
          <p className="font-semibold text-slate-800 dark:text-slate-100">{tasksCopy.tipsTitle}</p>
          <ul className="mt-2 list-disc space-y-1 pl-5 text-slate-600 dark:text-slate-400">
            {tasksCopy.tips.map((tip) => (
              <li key={tip}>{tip}</li>
            ))}
          </ul>
          <p className="mt-4 font-semibold text-slate-800 dark:text-slate-100">{shortcutsCopy.title}</p>
          <div className="mt-2">
            <ShortcutList />
          </div>
        </div>
      )}
      {panel === "ideas" && <AiSuggestions text={text} onApply={(next) => setText(next)} />}
      {dump !== null && (
        <BrainDumpPreview
          key={dump}
          text={dump}
          onDone={() => {
            setDump(null);
            setText("");
          }}
          onCancel={() => setDump(null)}
        />
      )}

      {asking && (
        <ParsedTaskCard parsed={asking.parsed} draft={asking.draft} clock={clock} onSuggestion={(suggestion) => dispatch({ type: "suggestion", suggestion })}>
          {asking.step === "dueDate" && (
            <DueDateStep
              title={tasksCopy.dueStepTitle}
              clock={clock}
              onPick={(dueDate) => dispatch({ type: "pickDate", dueDate })}
              resolveCustom={resolveCustom}
              onSkip={() => dispatch({ type: "skipDate" })}
              onCancel={cancel}
            />
          )}
          {asking.step === "urgency" && (
            <UrgencyStep
              onSet={(urgency) => dispatch({ type: "setUrgency", urgency })}
              onUseDefault={() => dispatch({ type: "useDefaultUrgency" })}
              onCancel={cancel}
            />
          )}
        </ParsedTaskCard>
      )}

      {asking?.step === "pastDate" && (
        <PastDateDialog
          due={formatDueText(asking.draft.dueDate, clock) ?? ""}
          onKeep={() => dispatch({ type: "keepPastDate" })}
          onChoose={() => dispatch({ type: "chooseNewDate" })}
          onCancel={cancel}
        />
      )}
      {asking?.step === "chooseDate" && (
        <Dialog open onClose={cancel} title={tasksCopy.chooseNewDateTitle}>
          <DueDateStep
            title={tasksCopy.dueStepTitle}
            clock={clock}
            onPick={(dueDate) => dispatch({ type: "pickDate", dueDate })}
            resolveCustom={resolveCustom}
            onCancel={cancel}
          />
        </Dialog>
      )}
    </div>
  );
}
