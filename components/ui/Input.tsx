"use client";

import type { ComponentProps } from "react";
import { cn } from "./cn";
import { useFieldControl, type FieldControl } from "./Field";

export const inputClasses =
  "block w-full rounded-lg border border-slate-300 bg-white px-3 text-sm text-slate-900 shadow-xs transition-colors " +
  "placeholder:text-slate-400 focus:border-indigo-500 focus:outline-none focus:ring-3 focus:ring-indigo-500/20 " +
  "disabled:cursor-not-allowed disabled:bg-slate-50 disabled:text-slate-500 " +
  "aria-invalid:border-red-500 aria-invalid:focus:ring-red-500/20 " +
  "dark:border-slate-700 dark:bg-slate-900 dark:text-slate-100 dark:placeholder:text-slate-500 " +
  "dark:disabled:bg-slate-800/60 dark:aria-invalid:border-red-400";

type ControlA11yProps = Pick<ComponentProps<"input">, "id" | "aria-describedby" | "aria-invalid">;

/** Merges a control's own id and aria props with those of the Field around it (its own win). */
export function fieldControlProps(field: FieldControl | null, own: ControlA11yProps): ControlA11yProps {
  const describedBy = [field?.describedBy, own["aria-describedby"]].filter(Boolean).join(" ") || undefined;
  return {
    id: own.id ?? field?.id,
    "aria-describedby": describedBy,
    "aria-invalid": own["aria-invalid"] ?? (field?.invalid || undefined),
  };
}

export function Input({ className, id, "aria-describedby": describedBy, "aria-invalid": invalid, ...props }: ComponentProps<"input">) {
  const field = useFieldControl();
  return (
    <input
      className={cn(inputClasses, "h-10", className)}
      {...fieldControlProps(field, { id, "aria-describedby": describedBy, "aria-invalid": invalid })}
      {...props}
    />
  );
}

export function Textarea({ className, id, "aria-describedby": describedBy, "aria-invalid": invalid, ...props }: ComponentProps<"textarea">) {
  const field = useFieldControl();
  return (
    <textarea
      className={cn(inputClasses, "min-h-20 py-2", className)}
      {...fieldControlProps(field, { id, "aria-describedby": describedBy, "aria-invalid": invalid })}
      {...props}
    />
  );
}
