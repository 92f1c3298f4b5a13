import { truncateTitle } from "@/lib/format";

/**
 * A dialog's heading about one task: the dialog's own title, then the task's title cut to `max`
 * characters (long titles would otherwise wrap the heading over several lines), with the full title
 * on hover.
 */
export function TaskHeading({ title, taskTitle, max }: { title: string; taskTitle: string; max: number }) {
  return (
    <>
      {title}{" "}
      <span data-testid="heading-task-title" title={taskTitle} className="mt-0.5 block text-sm font-normal text-slate-600 dark:text-slate-400">
        {truncateTitle(taskTitle, max)}
      </span>
    </>
  );
}
