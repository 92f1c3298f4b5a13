"use client";

import { useEffect, useState } from "react";
import { Lightbulb } from "lucide-react";
import { tasksCopy } from "@/lib/copy/tasks";
import type { SuggestionCard } from "@/lib/parse/ai-suggestions";
import { Button } from "@/components/ui/Button";
import { Spinner } from "@/components/ui/Spinner";
import { useBoard } from "../BoardContext";

type Ideas = { text: string; cards: SuggestionCard[] } | { text: string; failed: true };

/**
 * The lightbulb's suggestions for the text in the input (at most three,
 * from keyword rules). The rules run in the browser; their module (with the parser it uses) is loaded
 * only when the lightbulb is first opened. An action puts its rewritten text back in the input.
 */
export function AiSuggestions({ text, onApply }: { text: string; onApply: (text: string) => void }) {
  const { clock } = useBoard();
  const [ideas, setIdeas] = useState<Ideas | null>(null);

  useEffect(() => {
    let live = true;
    import("@/lib/parse/ai-suggestions")
      .then(({ aiSuggestions }) => live && setIdeas({ text, cards: aiSuggestions(text, { now: new Date(), timeZone: clock.timeZone }) }))
      .catch(() => live && setIdeas({ text, failed: true }));
    return () => {
      live = false;
    };
  }, [text, clock.timeZone]);

  if (!ideas || ideas.text !== text) {
    return (
      <div className="flex justify-center p-4 text-slate-500">
        <Spinner />
      </div>
    );
  }
  if ("failed" in ideas) return <p className="text-sm text-red-600 dark:text-red-400">{tasksCopy.suggestionsFailed}</p>;
  if (ideas.cards.length === 0) return <p className="text-sm text-slate-500 dark:text-slate-400">{tasksCopy.noSuggestions}</p>;
  return (
    <ul className="grid gap-3 sm:grid-cols-3" aria-label={tasksCopy.aiSuggestions}>
      {ideas.cards.map((card) => (
        <li key={card.type} className="flex flex-col rounded-xl border border-amber-200 bg-amber-50/60 p-3 dark:border-amber-500/30 dark:bg-amber-500/5">
          <p className="flex items-center gap-2 text-sm font-semibold text-slate-900 dark:text-slate-100">
            <span aria-hidden>{card.icon || <Lightbulb className="size-4" />}</span>
            {card.title}
          </p>
          <p className="mt-1 flex-1 text-xs text-slate-600 dark:text-slate-400">{card.suggestion}</p>
          <Button size="sm" variant="secondary" className="mt-3 self-start" onClick={() => onApply(card.action.text)}>
            {card.action.label}
          </Button>
        </li>
      ))}
    </ul>
  );
}
