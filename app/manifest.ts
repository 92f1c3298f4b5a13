import type { MetadataRoute } from "next";
import { APP_NAME } from "@/lib/constants/common";
import { LAUNCH_PARAMS, PWA_ICONS, PWA_ID, PWA_SCOPE, PWA_START_URL, THEME_COLORS } from "@/lib/constants/pwa";
import { pwaCopy } from "@/lib/copy/pwa";
import { remindersCopy } from "@/lib/copy/reminders";

const launch = (param: string) => `${PWA_START_URL}?${param}=1`;
const shortcutIcons = PWA_ICONS.filter((icon) => icon.purpose === "any").map(({ src, size }) => ({ src, sizes: `${size}x${size}`, type: "image/png" }));

/**
 * The web app manifest (/manifest.webmanifest; Next links it from every page): installed, Duely opens the
 * board in its own window. The dark theme's colour is the pages' viewport themeColor (app/layout.tsx); the
 * manifest has one colour, the light theme's.
 */
export default function manifest(): MetadataRoute.Manifest {
  return {
    id: PWA_ID,
    name: APP_NAME,
    short_name: APP_NAME,
    description: pwaCopy.description,
    start_url: PWA_START_URL,
    scope: PWA_SCOPE,
    display: "standalone",
    theme_color: THEME_COLORS.light,
    background_color: THEME_COLORS.light,
    icons: PWA_ICONS.map(({ src, size, purpose }) => ({ src, sizes: `${size}x${size}`, type: "image/png", purpose })),
    shortcuts: [
      { name: pwaCopy.newTaskShortcut, description: pwaCopy.newTaskShortcutHint, url: launch(LAUNCH_PARAMS.newTask), icons: shortcutIcons },
      { name: remindersCopy.button, description: pwaCopy.remindersShortcutHint, url: launch(LAUNCH_PARAMS.reminders), icons: shortcutIcons },
    ],
  };
}
