import { cn } from "@/components/ui/cn";

/** The Duely mark: a checkmark on an indigo-to-violet tile. Decorative; the product name carries the meaning. */
export function LogoMark({ className }: { className?: string }) {
  return (
    <span
      aria-hidden="true"
      className={cn(
        "inline-flex size-8 shrink-0 items-center justify-center rounded-[28%] bg-linear-to-br from-indigo-500 to-violet-500 shadow-sm shadow-indigo-500/30",
        className,
      )}
    >
      <svg viewBox="0 0 32 32" className="size-full">
        <path d="M9.5 16.5l4.5 4.5 8.5-9.5" fill="none" stroke="#fff" strokeWidth="3" strokeLinecap="round" strokeLinejoin="round" />
      </svg>
    </span>
  );
}
