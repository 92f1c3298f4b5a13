"use client";

import { useTheme } from "next-themes";
import { Moon, Sun } from "lucide-react";
import { buttonClasses } from "@/components/ui/Button";
import { useMounted } from "@/components/ui/useMounted";

export const THEME_TOGGLE_LABELS = {
  beforeMount: "Toggle theme",
  toDark: "Switch to dark theme",
  toLight: "Switch to light theme",
} as const;

/**
 * Runs `change` with CSS transitions off until the new colours have been painted, so a theme switch is
 * instant rather than every card fading. Only here, on the user's switch: next-themes' own
 * disableTransitionOnChange also runs when the page mounts and re-applies the theme the inline script
 * already set, adding and removing a style sheet that makes the browser restyle the whole page twice.
 */
function withoutTransitions(change: () => void): void {
  const style = document.createElement("style");
  style.textContent = "*,*::before,*::after{transition:none!important}";
  document.head.appendChild(style);
  change();
  requestAnimationFrame(() => requestAnimationFrame(() => style.remove()));
}

/**
 * Switches between light and dark (stored under 'theme' by next-themes). The icon follows the html class
 * through CSS, so it is right before hydration; the label names the target theme once it is known.
 */
export function ThemeToggle() {
  const { resolvedTheme, setTheme } = useTheme();
  const mounted = useMounted();
  const isDark = resolvedTheme === "dark";
  const label = !mounted ? THEME_TOGGLE_LABELS.beforeMount : isDark ? THEME_TOGGLE_LABELS.toLight : THEME_TOGGLE_LABELS.toDark;
  return (
    <button
      type="button"
      onClick={() => withoutTransitions(() => setTheme(isDark ? "light" : "dark"))}
      aria-label={label}
      title={label}
      className={buttonClasses({ variant: "ghost", size: "icon" })}
    >
      <Moon className="size-[18px] dark:hidden" aria-hidden="true" />
      <Sun className="hidden size-[18px] dark:block" aria-hidden="true" />
    </button>
  );
}
