"use client";

import { KeyboardSensor, MouseSensor, TouchSensor, useSensor, useSensors, type AutoScrollOptions, type KeyboardCoordinateGetter } from "@dnd-kit/core";
import { DRAG_AUTO_SCROLL, DRAG_KEYBOARD_STEP_PX, DRAG_POINTER_DISTANCE_PX, DRAG_TOUCH_DELAY_MS, DRAG_TOUCH_TOLERANCE_PX } from "@/lib/constants/board";

const STEPS: Record<string, { x: number; y: number }> = {
  ArrowRight: { x: 1, y: 0 },
  ArrowLeft: { x: -1, y: 0 },
  ArrowDown: { x: 0, y: 1 },
  ArrowUp: { x: 0, y: -1 },
};

/** Each arrow press moves the dragged card 25 px. */
export const keyboardCoordinates: KeyboardCoordinateGetter = (event, { currentCoordinates }) => {
  const step = STEPS[event.code];
  if (!step) return undefined;
  event.preventDefault();
  return { x: currentCoordinates.x + step.x * DRAG_KEYBOARD_STEP_PX, y: currentCoordinates.y + step.y * DRAG_KEYBOARD_STEP_PX };
};

// The sensors' options are made once: dnd-kit derives every card's drag listeners from them, so options
// made in each render gave every card new listeners, and every card rendered again with the board.
const MOUSE = { activationConstraint: { distance: DRAG_POINTER_DISTANCE_PX } };
const TOUCH = { activationConstraint: { delay: DRAG_TOUCH_DELAY_MS, tolerance: DRAG_TOUCH_TOLERANCE_PX } };
const KEYBOARD = { coordinateGetter: keyboardCoordinates };

/**
 * Drag activation: a mouse after 8 px of movement, touch after a 250 ms hold within 5 px,
 * the keyboard with Space or Enter on the handle (then arrows, Space/Enter to drop, Escape to cancel).
 * The same sensors on every render.
 */
export function useBoardSensors() {
  return useSensors(useSensor(MouseSensor, MOUSE), useSensor(TouchSensor, TOUCH), useSensor(KeyboardSensor, KEYBOARD));
}

/** The board's auto-scroll while dragging: quicker than dnd-kit's default, so a thumb reaches the next column (DRAG_AUTO_SCROLL). */
export const BOARD_AUTO_SCROLL: AutoScrollOptions = { acceleration: DRAG_AUTO_SCROLL.acceleration, threshold: { ...DRAG_AUTO_SCROLL.threshold } };
