import { useMemo } from "react";
import { quickDatePresets, type DatePreset } from "@/lib/parse/presets";
import type { BoardClock } from "@/lib/board";

/** A date the user can pick with one click. */
export interface DateOption {
  label: string;
  /** UTC ISO instant. */
  value: string;
}

const toOption = ({ label, dueDate }: DatePreset): DateOption => ({ label, value: dueDate });

/** The due-date step's options: the quick-date presets still ahead and the 'More' ones (docs/product.md#quick-add-parsing), in the user's zone. */
export function useDateOptions(clock: BoardClock): { presets: DateOption[]; more: DateOption[] } {
  return useMemo(() => {
    const { shown, more } = quickDatePresets(clock);
    return { presets: shown.map(toOption), more: more.map(toOption) };
  }, [clock]);
}
