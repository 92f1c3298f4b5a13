"use client";

import { lazy, Suspense, useState } from "react";
import { CalendarClock } from "lucide-react";
import { boardCopy } from "@/lib/copy/board";
import { Button } from "@/components/ui/Button";

/** The dialog and its requests are their own chunk, fetched on the first click (out of /todo's first load). */
const PlanDialog = lazy(() => import("./PlanDialog").then((m) => ({ default: m.PlanDialog })));

/** "Plan today" in the board's toolbar (docs/product.md#planning-assistant). */
export function PlanButton() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button
        variant="secondary"
        size="sm"
        data-testid="plan-today"
        onClick={() => setOpen(true)}
      >
        <CalendarClock className="size-4" aria-hidden />
        {boardCopy.planToday}
      </Button>
      {open && (
        <Suspense fallback={null}>
          <PlanDialog open onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  );
}
