"use client";

import { useEffect, type CSSProperties } from "react";
import { Toaster as Sonner, toast as sonnerToast } from "sonner";
import { useTheme } from "next-themes";
import { TOAST_DURATION_MS, TOAST_MAX_WIDTH_PX } from "@/lib/constants/common";
import { connectToaster } from "./toast";

/** How many toasts show stacked at once; the rest (up to TOAST_MAX) wait their turn. */
const VISIBLE_TOASTS = 5;

/**
 * The app's toast region: top right, rich colours in the current theme. Pages mount it through
 * LazyToaster, on the first toast; once it listens (its own effect runs after sonner's), the toasts
 * of components/ui/toast.ts go to it.
 */
export function Toaster() {
  const { resolvedTheme } = useTheme();
  useEffect(() => {
    connectToaster(sonnerToast);
    return () => connectToaster(null);
  }, []);
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
