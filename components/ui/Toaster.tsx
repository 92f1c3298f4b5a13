"use client";

import type { CSSProperties } from "react";
import { Toaster as Sonner } from "sonner";
import { useTheme } from "next-themes";
import { TOAST_DURATION_MS, TOAST_MAX_WIDTH_PX } from "@/lib/constants/common";

/** How many toasts show stacked at once; the rest (up to TOAST_MAX) wait their turn. */
const VISIBLE_TOASTS = 5;

/** The app's toast region: top right, rich colours in the current theme. */
export function Toaster() {
  const { resolvedTheme } = useTheme();
  return (
    <Sonner
      position="top-right"
      theme={resolvedTheme === "dark" ? "dark" : "light"}
      richColors
      closeButton
      duration={TOAST_DURATION_MS}
      visibleToasts={VISIBLE_TOASTS}
      offset={{ top: 72, right: 16 }}
      style={{ "--width": `${TOAST_MAX_WIDTH_PX}px` } as CSSProperties}
      toastOptions={{ className: "font-sans" }}
    />
  );
}
