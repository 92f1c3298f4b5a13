"use client";

import { useEffect, useId, useRef, useState, type MouseEvent, type ReactNode, type RefObject } from "react";
import { createPortal } from "react-dom";
import { X } from "lucide-react";
import { cn } from "./cn";
import { focusableIn, trapTab } from "./focus";
import { commonCopy } from "@/lib/copy/common";
import { useMounted } from "./useMounted";


export type DialogSize = "sm" | "md" | "lg";

const widths: Record<DialogSize, string> = { sm: "max-w-sm", md: "max-w-md", lg: "max-w-2xl" };

export type DialogProps = {
  open: boolean;
  /** Called on Escape, an outside click or the close button (unless `dismissible` is false). */
  onClose: () => void;
  title: ReactNode;
  description?: ReactNode;
  children?: ReactNode;
  size?: DialogSize;
  /** False while something must finish first (e.g. a request): Escape, outside click and × do nothing. */
  dismissible?: boolean;
  /** The element to focus on open; otherwise the first focusable element in the body, then the × button. */
  initialFocus?: RefObject<HTMLElement | null>;
  className?: string;
};

/**
 * A modal dialog rendered in a portal: focus moves inside on open, Tab cycles within it, and focus goes
 * back to the element that opened it on close (or the focusable element around it, see returnFocus). Nested dialogs work: only the topmost reacts to keys.
 * On a phone (below `sm`, 640 px) it is a bottom sheet: the screen's full width, on its bottom edge, its close
 * button a 44 px target; elsewhere a centred panel. A dialog taller than the screen is never cut off: the
 * panel is as tall as the screen at most and scrolls within itself, from its title to its last control.
 */
export function Dialog(props: DialogProps) {
  const mounted = useMounted();
  if (!props.open || !mounted) return null;
  return createPortal(<DialogPanel {...props} />, document.body);
}

/** The dialogs open right now, innermost last. */
const openPanels: HTMLElement[] = [];

function DialogPanel({ onClose, title, description, children, size = "md", dismissible = true, initialFocus, className }: DialogProps) {
  // The element that had the focus when the dialog opened, read on its first render: by the time effects
  // run, a field's autoFocus inside the panel has taken the focus already.
  const [opener] = useState(() => (document.activeElement instanceof HTMLElement ? document.activeElement : null));
  const panelRef = useRef<HTMLDivElement>(null);
  const pressedOutside = useRef(false);
  const titleId = useId();
  const descriptionId = useId();

  // The latest callbacks, read by the listeners registered once on open.
  const latest = useRef({ onClose, dismissible });
  useEffect(() => {
    latest.current = { onClose, dismissible };
  });

  useEffect(() => {
    const panel = panelRef.current;
    if (!panel) return;
    openPanels.push(panel);
    (initialFocus?.current ?? focusableIn(panel)[0] ?? panel).focus();

    const isTopmost = () => openPanels[openPanels.length - 1] === panel;
    const onKeyDown = (event: KeyboardEvent) => {
      if (!isTopmost()) return;
      if (event.key === "Escape") {
        event.preventDefault();
        if (latest.current.dismissible) latest.current.onClose();
      } else if (event.key === "Tab") {
        trapTab(event, panel);
      }
    };
    const onFocusIn = (event: FocusEvent) => {
      if (isTopmost() && event.target instanceof Node && !panel.contains(event.target) && !isInToaster(event.target)) {
        (focusableIn(panel)[0] ?? panel).focus();
      }
    };
    document.addEventListener("keydown", onKeyDown);
    document.addEventListener("focusin", onFocusIn);
    const previousOverflow = document.body.style.overflow;
    document.body.style.overflow = "hidden";

    return () => {
      document.removeEventListener("keydown", onKeyDown);
      document.removeEventListener("focusin", onFocusIn);
      openPanels.splice(openPanels.indexOf(panel), 1);
      if (openPanels.length === 0) document.body.style.overflow = previousOverflow;
      returnFocus(opener);
    };
    // Runs once per opening: the focus target is chosen when the dialog opens.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  // A click that both starts and ends on the backdrop closes; a text selection dragged out of the panel does not.
  const onMouseDown = (event: MouseEvent<HTMLDivElement>) => {
    pressedOutside.current = event.target === event.currentTarget;
  };
  const onClick = (event: MouseEvent<HTMLDivElement>) => {
    if (pressedOutside.current && event.target === event.currentTarget && dismissible) onClose();
    pressedOutside.current = false;
  };

  return (
    <div
      data-dialog-backdrop=""
      className="fixed inset-0 z-50 flex animate-fade-in items-end justify-center bg-slate-950/50 backdrop-blur-[2px] max-sm:flex-col sm:items-center sm:p-4"
      onMouseDown={onMouseDown}
      onClick={onClick}
    >
      <div
        ref={panelRef}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        aria-describedby={description ? descriptionId : undefined}
        tabIndex={-1}
        className={cn(
          "relative max-h-full w-full animate-dialog-in overflow-y-auto overscroll-contain rounded-2xl border border-slate-200 bg-white p-6 shadow-2xl shadow-slate-950/20 focus:outline-none",
          "dark:border-slate-800 dark:bg-slate-900 dark:shadow-black/50",
          widths[size],
          "max-sm:mt-auto max-sm:max-w-none max-sm:rounded-b-none max-sm:pb-[calc(1.5rem+env(safe-area-inset-bottom))]",
          className,
        )}
      >
        <h2 id={titleId} className="pr-8 text-lg font-semibold text-slate-900 dark:text-white">
          {title}
        </h2>
        {description && (
          <div id={descriptionId} className="mt-2 text-sm leading-6 text-slate-600 dark:text-slate-400">
            {description}
          </div>
        )}
        {children && <div className="mt-5">{children}</div>}
        {dismissible && (
          <button
            type="button"
            onClick={onClose}
            aria-label={commonCopy.close}
            className="absolute right-3 top-3 rounded-lg p-1.5 text-slate-400 max-sm:p-3.5 transition-colors hover:bg-slate-100 hover:text-slate-700 focus-visible:outline-2 focus-visible:outline-indigo-500 dark:hover:bg-slate-800 dark:hover:text-slate-200"
          >
            <X className="size-4" aria-hidden="true" />
          </button>
        )}
      </div>
    </div>
  );
}

/**
 * Gives the focus back to the dialog's opener; when it can no longer take it (disabled meanwhile, e.g. a
 * card's buttons while its change is saved), to the nearest focusable element around it (the card).
 */
function returnFocus(opener: HTMLElement | null): void {
  if (!opener?.isConnected) return;
  opener.focus();
  if (document.activeElement !== opener) opener.parentElement?.closest<HTMLElement>("[tabindex]")?.focus();
}

/** Toasts live outside every dialog; focusing one of their buttons must not be pulled back. */
function isInToaster(node: Node): boolean {
  return node instanceof Element && node.closest("[data-sonner-toaster]") !== null;
}

/** The row of actions at the bottom of a dialog, primary action last. */
export function DialogFooter({ className, children }: { className?: string; children: ReactNode }) {
  return <div className={cn("mt-6 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end", className)}>{children}</div>;
}
