"use client";

import { useEffect, useRef, type MouseEvent, type PointerEvent } from "react";
import { LONG_PRESS_MS } from "@/lib/constants/board";

/** How far a finger may wander before the press counts as a scroll instead. */
const MOVE_TOLERANCE_PX = 10;

/**
 * A touch held still for LONG_PRESS_MS calls `onLongPress` (a compact card then shows its actions); the
 * context menu such a press opens is held back. Mouse and pen are left alone: they hover.
 */
export function useLongPress(onLongPress: () => void, enabled: boolean) {
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const start = useRef<{ x: number; y: number } | null>(null);
  const fired = useRef(false);
  useEffect(() => () => clearTimeout(timer.current), []);

  const cancel = () => {
    clearTimeout(timer.current);
    start.current = null;
  };
  if (!enabled) return {};
  return {
    onPointerDown: (event: PointerEvent<HTMLElement>) => {
      if (event.pointerType !== "touch") return;
      fired.current = false;
      start.current = { x: event.clientX, y: event.clientY };
      clearTimeout(timer.current);
      timer.current = setTimeout(() => {
        fired.current = true;
        onLongPress();
      }, LONG_PRESS_MS);
    },
    onPointerMove: (event: PointerEvent<HTMLElement>) => {
      const from = start.current;
      if (from && Math.hypot(event.clientX - from.x, event.clientY - from.y) > MOVE_TOLERANCE_PX) cancel();
    },
    onPointerUp: cancel,
    onPointerCancel: cancel,
    onContextMenu: (event: MouseEvent<HTMLElement>) => {
      if (fired.current) event.preventDefault();
    },
  };
}
