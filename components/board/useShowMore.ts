"use client";

import { useEffect, useRef, useState } from "react";
import { COLUMN_PAGE_SIZE } from "@/lib/constants/board";
import { useRevealTarget } from "./reveal";

/** Whether the reader has scrolled the page since it loaded. */
let scrolled = false;
if (typeof window !== "undefined") window.addEventListener("scroll", () => (scrolled = true), { once: true, passive: true });

/**
 * How many of a long list's cards to render: a page at first, a page more each time the 'Show N more'
 * button (`ref`) comes near the viewport or is clicked, and at least up to a task that should come into
 * view (components/board/reveal.ts). Coming near counts once the reader has scrolled: a page just shown
 * grows under nobody's eyes (on a tall screen its end is near from the start), and nothing on it moves.
 * While `paused` (a card is being dragged) the end coming near adds nothing, so the columns below stay where
 * they are under the dragged card.
 */
export function useShowMore(tasks: readonly { id: string }[], { paused = false }: { paused?: boolean } = {}) {
  const [limit, setLimit] = useState(COLUMN_PAGE_SIZE);
  const target = useRevealTarget();
  const targetIndex = target === null ? -1 : tasks.findIndex((task) => task.id === target);
  // Adjusted while rendering (React's pattern for state that follows props): the target's card renders at once.
  if (targetIndex >= limit) setLimit(targetIndex + 1);
  const ref = useRef<HTMLButtonElement>(null);
  const more = tasks.length > limit;
  useEffect(() => {
    const element = ref.current;
    if (!more || paused || !element) return;
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((entry) => entry.isIntersecting)) setLimit((n) => n + COLUMN_PAGE_SIZE);
    }, { rootMargin: "600px" });
    const observe = () => observer.observe(element);
    if (scrolled) observe();
    else window.addEventListener("scroll", observe, { once: true, passive: true });
    return () => {
      window.removeEventListener("scroll", observe);
      observer.disconnect();
    };
  }, [more, paused, limit]);
  return { limit, ref, showMore: () => setLimit((n) => n + COLUMN_PAGE_SIZE) };
}
