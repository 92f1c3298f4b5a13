"use client";

import type { ComponentProps } from "react";
import { useFieldControl } from "@/components/ui/Field";
import { fieldControlProps } from "@/components/ui/Input";
import { cn } from "@/components/ui/cn";

/** A native select wired to the Field around it (label, hint, error), in the settings' look. */
export function Select({ className, id, "aria-describedby": describedBy, "aria-invalid": invalid, ...props }: ComponentProps<"select">) {
  const field = useFieldControl();
  return (
    <select
      className={cn("h-10 rounded-lg border border-slate-300 bg-white px-2 text-sm dark:border-slate-700 dark:bg-slate-900", className)}
      {...fieldControlProps(field, { id, "aria-describedby": describedBy, "aria-invalid": invalid })}
      {...props}
    />
  );
}
