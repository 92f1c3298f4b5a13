"use client";

import type { ReactNode } from "react";
import { Repeat } from "lucide-react";
import { tasksCopy } from "@/lib/copy/tasks";
import { describeRecurrence } from "@/lib/recurrence/describe";
import { descriptionParts } from "@/lib/tasks/description";
import type { Task } from "@/lib/schemas/task";
import { cn } from "@/components/ui/cn";

/**
 * A recurring task's repeat icon (`icon` replaces lucide's) with its rule in words ("Every weekday at 7:00");
 * `iconOnly` (a compact card) leaves the words to screen readers and the tooltip.
 */
export function RepeatRule({ task, icon, iconOnly = false }: { task: Task; icon?: ReactNode; iconOnly?: boolean }) {
  if (!task.recurrence) return null;
  const words = describeRecurrence({ ...task.recurrence, due: task.dueDate });
  if (!words) return null;
  return (
    <span data-testid="repeat-rule" className="inline-flex items-center gap-1" title={tasksCopy.repeats(words)}>
      {icon ?? <Repeat className="size-3.5" aria-hidden />}
      <span className={iconOnly ? "sr-only" : undefined}>{words}</span>
    </span>
  );
}

/**
 * A description as plain text with its line breaks; web addresses are links (showing their real host,
 * lib/tasks/description.ts), nothing else is interpreted. A link is laid out left to right and isolated
 * (dir="ltr"), so right-to-left text around it cannot reorder its parts.
 */
export function DescriptionText({ text, className }: { text: string; className?: string }) {
  return (
    <p data-testid="task-description" className={cn("whitespace-pre-line break-words text-xs text-slate-600 dark:text-slate-400", className)}>
      {descriptionParts(text).map((part, index) =>
        part.kind === "link" ? (
          <a key={index} href={part.href} dir="ltr" target="_blank" rel="noopener noreferrer nofollow" className="text-indigo-700 underline hover:text-indigo-900 dark:text-indigo-300">
            {part.text}
          </a>
        ) : (
          <span key={index}>{part.text}</span>
        ),
      )}
    </p>
  );
}
