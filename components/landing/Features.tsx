import type { ReactNode } from "react";
import { CalendarClock, Check, LayoutGrid, MessageSquareText } from "lucide-react";
import { MAX_AI_SUGGESTIONS } from "@/lib/constants/parse";
import { MAX_MEMBERS_PER_WORKSPACE, MAX_OWNED_WORKSPACES, WORKSPACE_SHORTCUT_COUNT } from "@/lib/constants/workspaces";
import { cn } from "@/components/ui/cn";
import { BoardPicture, ManagementPicture, PhrasesPicture } from "./Illustrations";

type Feature = {
  id: string;
  icon: ReactNode;
  name: string;
  headline: string;
  text: string;
  points: string[];
  picture: ReactNode;
};

const iconClass = "size-5";

const features: Feature[] = [
  {
    id: "natural-language",
    icon: <MessageSquareText className={iconClass} aria-hidden="true" />,
    name: "Natural-language input",
    headline: "Say it once. Duely works out the rest.",
    text: "No forms, no date pickers. Type a sentence and Duely finds the title, the due date and how urgent it is.",
    points: [
      "Dates like “next Friday”, “in 2 hours” or “May 5th at 9”",
      "Urgency from words like “urgent”, “asap” or “whenever”",
      "A missing date or urgency? Duely asks instead of guessing",
      `Up to ${MAX_AI_SUGGESTIONS} suggestions to prepare for a task or break it down`,
    ],
    picture: <PhrasesPicture />,
  },
  {
    id: "scheduling",
    icon: <CalendarClock className={iconClass} aria-hidden="true" />,
    name: "Intelligent scheduling",
    headline: "A board that plans your day.",
    text: "Plan today proposes an order and times for your open tasks within your working hours, with a reason for each; nothing changes until you accept.",
    points: [
      "Overdue first, then due today, then the most urgent; fixed times stay put, the rest moves to tomorrow",
      "Type or paste several tasks at once and check each before they are all added",
      "Find tasks in plain words: \"overdue high priority\", \"due this week\", \"no date\"",
    ],
    picture: <BoardPicture />,
  },
  {
    id: "management",
    icon: <LayoutGrid className={iconClass} aria-hidden="true" />,
    name: "Effortless management",
    headline: "Stay on top without the busywork.",
    text: "Workspaces for each part of your life, shared with the people who help you get it done.",
    points: [
      `Up to ${MAX_OWNED_WORKSPACES} workspaces, one keystroke apart (Alt+1 to Alt+${WORKSPACE_SHORTCUT_COUNT})`,
      `Share a workspace with up to ${MAX_MEMBERS_PER_WORKSPACE} others by e-mail`,
      "Comments and reminders on every task",
      "Weekly insights: completion rate, productivity score and trend",
    ],
    picture: <ManagementPicture />,
  },
];

export function Features() {
  return (
    <section id="features" aria-labelledby="features-title" className="border-t border-slate-200 bg-slate-50/60 dark:border-slate-800/80 dark:bg-slate-900/30">
      <div className="mx-auto max-w-6xl px-4 py-20 sm:px-6 lg:py-28">
        <div className="mx-auto max-w-2xl text-center">
          <p className="text-sm font-semibold text-indigo-700 dark:text-indigo-400">Why Duely</p>
          <h2 id="features-title" className="mt-2 text-3xl font-semibold tracking-tight text-balance text-slate-900 sm:text-4xl dark:text-white">
            Less time organising tasks, more time doing them
          </h2>
        </div>
        <div className="mt-16 space-y-20 lg:space-y-28">
          {features.map((feature, index) => (
            <FeatureRow key={feature.id} feature={feature} flip={index % 2 === 1} />
          ))}
        </div>
      </div>
    </section>
  );
}

function FeatureRow({ feature, flip }: { feature: Feature; flip: boolean }) {
  const titleId = `feature-${feature.id}`;
  return (
    <article aria-labelledby={titleId} className="below-fold grid items-center gap-10 lg:grid-cols-2 lg:gap-16">
      <div className={cn(flip && "lg:order-2")}>
        <h3 id={titleId} className="flex items-center gap-3 text-sm font-semibold text-indigo-700 dark:text-indigo-400">
          <span className="flex size-9 items-center justify-center rounded-xl bg-indigo-600 text-white shadow-sm shadow-indigo-600/30">
            {feature.icon}
          </span>
          {feature.name}
        </h3>
        <p className="mt-4 text-2xl font-semibold tracking-tight text-slate-900 sm:text-3xl dark:text-white">{feature.headline}</p>
        <p className="mt-3 text-base leading-7 text-slate-600 dark:text-slate-400">{feature.text}</p>
        <ul className="mt-6 space-y-3">
          {feature.points.map((point) => (
            <li key={point} className="flex gap-3 text-sm leading-6 text-slate-700 dark:text-slate-300">
              <Check className="mt-0.5 size-5 shrink-0 text-indigo-600 dark:text-indigo-400" aria-hidden="true" />
              {point}
            </li>
          ))}
        </ul>
      </div>
      <div className={cn(flip && "lg:order-1")}>{feature.picture}</div>
    </article>
  );
}
