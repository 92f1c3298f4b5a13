import type { HTMLAttributes } from "react";
import { cn } from "./cn";

export const cardClasses =
  "rounded-2xl border border-slate-200 bg-white shadow-sm shadow-slate-900/5 dark:border-slate-800 dark:bg-slate-900 dark:shadow-black/20";

type CardProps = HTMLAttributes<HTMLElement> & { as?: "div" | "section" | "article" | "li" };

/** A surface for grouped content. Use `as="section"`, `"article"` or `"li"` where the content is one. */
export function Card({ as: Tag = "div", className, ...props }: CardProps) {
  return <Tag className={cn(cardClasses, className)} {...props} />;
}
