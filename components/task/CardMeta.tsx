import type { ReactNode } from "react";
import type { Task } from "@/lib/schemas/task";
import type { CardFacts } from "@/lib/tasks/card";
import { cn } from "@/components/ui/cn";
import { UrgencyBar } from "./UrgencyMeter";
import { RepeatRule } from "./TaskExtras";
import { cardLook } from "./card-look";

export interface CardMetaProps extends CardFacts {
  task: Task;
  /**
   * What stands before each text: icons on the interactive card, empty boxes of their size on the light
   * one. Undefined leaves the repeat rule its own icon.
   */
  icons: { due: ReactNode; comments: ReactNode; repeat?: ReactNode };
}

/** The line under a card's title (due text, repeat rule, comment count) and the urgency bar: one layout for both cards. */
export function CardMeta({ task, due, overdue, comments, icons }: CardMetaProps) {
  return (
    <>
      <div className={cardLook.meta}>
        {due && (
          <span data-testid="due-text" className={cn(cardLook.metaItem, overdue && cardLook.dueOverdue)}>
            {icons.due}
            {due}
          </span>
        )}
        <RepeatRule task={task} icon={icons.repeat} />
        {comments && (
          <span className={cardLook.metaItem} data-testid="comment-count">
            {icons.comments}
            {comments}
          </span>
        )}
      </div>
      <div className="mt-2">
        <UrgencyBar urgency={task.urgency} />
      </div>
    </>
  );
}
