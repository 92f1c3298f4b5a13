import { cn } from "@/components/ui/cn";
import { initialOf } from "./initials";

/** The round initial of a user. */
export function Avatar({ user, className }: { user: { name: string; email: string }; className?: string }) {
  return (
    <span
      aria-hidden="true"
      className={cn("inline-flex size-8 shrink-0 items-center justify-center rounded-full bg-indigo-600 text-sm font-semibold text-white", className)}
    >
      {initialOf(user)}
    </span>
  );
}
