import { tasksCopy } from "./tasks";

/** The signed-in pages' links: in the top bar on wide screens, in a bar at the bottom on a phone. */
export const navCopy = {
  /** The top bar's landmark name. */
  main: "Main",
  /** The phone's bottom bar's landmark name. */
  pages: "Pages",
  board: "Board",
  /** The board toolbar's link says the same. */
  insights: tasksCopy.insights,
  /** Also the settings page's heading. */
  settings: "Settings",
  /** The user menu's link; also the insights page's heading. */
  weeklyInsights: "Weekly Insights",
} as const;
