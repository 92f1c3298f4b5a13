import type { BoardClock, CardDensity } from "@/lib/board";
import type { Task } from "@/lib/schemas/task";
import { cardFacts } from "@/lib/tasks/card";
import { cn } from "@/components/ui/cn";
import { UrgencyBadge } from "./UrgencyMeter";
import { DescriptionText } from "./TaskExtras";
import { AssigneeInitial, CardMeta, CompactMeta } from "./CardMeta";
import { cardLook } from "./card-look";
import type { ListRow } from "./TaskCard";

/**
 * The light card the server renders, and the browser shows until the interactive board (TaskCard, drag
 * and drop) has loaded: the same texts (lib/tasks/card.ts), urgency badge and bar, in the same boxes
 * (components/task/card-look.ts), without icons and controls — the drag handle and the row of buttons
 * keep their room empty, the checkbox is a plain circle. It is a list item with its title as heading,
 * not yet an article: the task's article, with its controls, is the interactive card. In the compact
 * density (and as a list row, `row`) it is the compact card's one line. The reminders' bell, whose count the
 * server does not load, is left out in both densities.
 */
/** The room of a 14 px meta icon. */
const iconSpace = <span className={cardLook.metaIconSpace} />;
const iconSpaces = { due: iconSpace, comments: iconSpace, repeat: iconSpace, reminders: iconSpace };

export interface StaticTaskCardProps {
  task: Task;
  clock: BoardClock;
  density: CardDensity;
  /** A row of the list view (TaskCard's `row`). */
  row?: ListRow;
}

export function StaticTaskCard({ task, clock, density, row }: StaticTaskCardProps) {
  const { due, overdue, comments } = cardFacts(task, clock, { timeOnly: row === "time" });
  const titleText = (extra?: string) => (
    <h3 className={cardLook.titleHeading}>
      {/* inline-block, as the interactive card's title button: the heading's line box is the same height */}
      <span className={cn(cardLook.titleBox, extra ?? "inline-block", task.completed && cardLook.titleDone)}>{task.title}</span>
    </h3>
  );
  const compact = row !== undefined || density === "compact";
  if (compact) {
    return (
      <div data-testid="static-task-card" data-task-id={task.id} className={cn(cardLook.compactCardBox, cardLook.cardIdle, task.completed && cardLook.cardDone)}>
        <div className={cardLook.compactRow}>
          {!row && <span className={cardLook.dragHandleSpace} />}
          <span className={cn(cardLook.compactCheckboxBox, task.completed ? cardLook.checkboxOn : cardLook.checkboxOff)} />
          {titleText(cardLook.compactTitleBox)}
          <CompactMeta task={task} due={due} overdue={overdue} comments={comments} reminders={0} icons={iconSpaces} assignee={<AssigneeInitial task={task} />} />
          <UrgencyBadge urgency={task.urgency} />
        </div>
      </div>
    );
  }
  return (
    <div data-testid="static-task-card" data-task-id={task.id} className={cn(cardLook.cardBox, cardLook.cardIdle, task.completed && cardLook.cardDone)}>
      <div className="flex items-start gap-2">
        <span className={cardLook.dragHandleSpace} />
        <span className={cn(cardLook.checkboxBox, task.completed ? cardLook.checkboxOn : cardLook.checkboxOff)} />
        <div className="min-w-0 flex-1">
          <div className="flex items-start justify-between gap-2">
            {titleText()}
            <UrgencyBadge urgency={task.urgency} />
          </div>
          {task.description && <DescriptionText text={task.description} className="mt-1 line-clamp-3" />}
          <CardMeta task={task} due={due} overdue={overdue} comments={comments} reminders={0} icons={iconSpaces} assignee={<AssigneeInitial task={task} />} />
          <div className={cardLook.actionsSpace} />
        </div>
      </div>
    </div>
  );
}
