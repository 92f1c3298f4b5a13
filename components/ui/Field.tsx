"use client";

import { createContext, useContext, useId, type ComponentProps, type ReactNode } from "react";
import { cn } from "./cn";

/** What a Field tells the control inside it: its id, the ids that describe it and whether it is invalid. */
export type FieldControl = { id: string; describedBy?: string; invalid: boolean };

const FieldContext = createContext<FieldControl | null>(null);

/** The surrounding Field's wiring, or null outside a Field. Used by Input, PasswordInput and Textarea. */
export function useFieldControl(): FieldControl | null {
  return useContext(FieldContext);
}

export function Label({ className, ...props }: ComponentProps<"label">) {
  return <label className={cn("text-sm font-medium text-slate-800 dark:text-slate-200", className)} {...props} />;
}

type FieldProps = {
  label: ReactNode;
  /** Error text: shown under the control, announced (role=alert) and linked by aria-describedby. */
  error?: string | null;
  /** Help text under the control, linked by aria-describedby. */
  hint?: ReactNode;
  /** Something at the end of the label row, e.g. a "Forgot Password?" link or an n/20 counter. */
  labelAside?: ReactNode;
  /** The control's id; one is generated when omitted. */
  id?: string;
  className?: string;
  children: ReactNode;
};

/** A label, one control and its hint or error, wired together for assistive technology. */
export function Field({ label, error, hint, labelAside, id, className, children }: FieldProps) {
  const generatedId = useId();
  const controlId = id ?? generatedId;
  const hintId = hint ? `${controlId}-hint` : undefined;
  const errorId = error ? `${controlId}-error` : undefined;
  const describedBy = [hintId, errorId].filter(Boolean).join(" ") || undefined;

  return (
    <div className={cn("flex flex-col gap-1.5", className)}>
      <div className="flex items-baseline justify-between gap-2">
        <Label htmlFor={controlId}>{label}</Label>
        {labelAside}
      </div>
      <FieldContext value={{ id: controlId, describedBy, invalid: Boolean(error) }}>{children}</FieldContext>
      {hint && (
        <p id={hintId} className="text-xs text-slate-500 dark:text-slate-400">
          {hint}
        </p>
      )}
      {error && (
        <p id={errorId} role="alert" className="text-sm text-red-600 dark:text-red-400">
          {error}
        </p>
      )}
    </div>
  );
}
