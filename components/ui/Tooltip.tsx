"use client";

import { useEffect, useId, useRef, useState, type ReactNode } from "react";
import { cn } from "./cn";

const OPEN_DELAY_MS = 300;

type TooltipProps = {
  content: ReactNode;
  children: ReactNode;
  side?: "top" | "bottom";
  /**
   * Set when the child is a disabled control: the wrapper then takes keyboard focus in its place, so the
   * hint (e.g. 'Cannot delete default workspace') is still reachable and announced.
   */
  disabledTrigger?: boolean;
  className?: string;
};

/**
 * A hint shown on hover and keyboard focus. It wraps its child in a span, which also receives the pointer
 * over disabled buttons (they get pointer-events: none), so tooltips work on disabled controls too.
 */
export function Tooltip({ content, children, side = "top", disabledTrigger = false, className }: TooltipProps) {
  const [open, setOpen] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const id = useId();

  useEffect(() => () => clearTimeout(timer.current), []);

  const showSoon = () => {
    clearTimeout(timer.current);
    timer.current = setTimeout(() => setOpen(true), OPEN_DELAY_MS);
  };
  const show = () => {
    clearTimeout(timer.current);
    setOpen(true);
  };
  const hide = () => {
    clearTimeout(timer.current);
    setOpen(false);
  };

  return (
    <span
      className={cn("relative inline-flex [&_:disabled]:pointer-events-none", className)}
      onPointerEnter={showSoon}
      onPointerLeave={hide}
      onFocus={show}
      onBlur={hide}
      onKeyDown={(event) => {
        if (event.key === "Escape" && open) {
          event.stopPropagation();
          hide();
        }
      }}
      tabIndex={disabledTrigger ? 0 : undefined}
      aria-describedby={id}
    >
      {children}
      <span
        role="tooltip"
        id={id}
        hidden={!open}
        className={cn(
          "pointer-events-none absolute left-1/2 z-50 w-max max-w-64 -translate-x-1/2 animate-tooltip-in rounded-md bg-slate-900 px-2.5 py-1.5 text-xs font-medium text-white shadow-lg dark:bg-slate-100 dark:text-slate-900",
          side === "top" ? "bottom-full mb-2" : "top-full mt-2",
        )}
      >
        {content}
      </span>
    </span>
  );
}
