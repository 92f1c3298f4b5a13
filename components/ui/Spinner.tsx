import { cn } from "./cn";

type SpinnerProps = {
  className?: string;
  /** With a label the spinner is announced as a status; without one it is decorative. */
  label?: string;
  /** Shows the label beside the spinner instead of only to screen readers. */
  showLabel?: boolean;
};

export function Spinner({ className, label, showLabel = false }: SpinnerProps) {
  const icon = (
    <svg className={cn("size-4 shrink-0 animate-spin", className)} viewBox="0 0 24 24" fill="none" aria-hidden="true">
      <circle cx="12" cy="12" r="9" stroke="currentColor" strokeWidth="3" opacity="0.25" />
      <path d="M21 12a9 9 0 0 0-9-9" stroke="currentColor" strokeWidth="3" strokeLinecap="round" />
    </svg>
  );
  if (!label) return icon;
  return (
    <span role="status" className="inline-flex items-center gap-2">
      {icon}
      <span className={showLabel ? undefined : "sr-only"}>{label}</span>
    </span>
  );
}
