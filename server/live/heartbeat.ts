import "server-only";

/**
 * One timer per heartbeat period for all the streams of the process, instead of one per stream. The
 * period is cut into SLOTS; a stream beats in the slot of the moment it joined, once per period, so the
 * streams' heartbeats (each a session and membership check) stay spread over the period as they were
 * with a timer each, rather than all coming at once.
 */

const SLOTS = 20;

interface Wheel {
  slots: Set<() => void>[];
  /** The slot the timer visited last. */
  at: number;
  size: number;
  timer: ReturnType<typeof setInterval>;
}

const wheels = new Map<number, Wheel>();

/** Calls `beat` every `periodMs` (the first time within one period); returns the function that stops it. */
export function everyBeat(periodMs: number, beat: () => void): () => void {
  let wheel = wheels.get(periodMs);
  if (!wheel) {
    const created: Wheel = { slots: Array.from({ length: SLOTS }, () => new Set<() => void>()), at: 0, size: 0, timer: undefined as never };
    created.timer = setInterval(() => {
      created.at = (created.at + 1) % SLOTS;
      for (const one of [...created.slots[created.at]]) one();
    }, periodMs / SLOTS);
    created.timer.unref?.();
    wheels.set(periodMs, (wheel = created));
  }
  const joined = wheel;
  // The slot just visited comes round again one period from now.
  const slot = joined.slots[joined.at];
  slot.add(beat);
  joined.size += 1;
  return () => {
    if (!slot.delete(beat)) return;
    joined.size -= 1;
    if (joined.size === 0 && wheels.get(periodMs) === joined) {
      clearInterval(joined.timer);
      wheels.delete(periodMs);
    }
  };
}
