import { commonCopy } from "@/lib/copy/common";
import { navCopy } from "@/lib/copy/nav";

/** Weekly insights: the page (also the user menu's link to it), its labels and the recommendation texts. */
export const insightsCopy = {
  title: navCopy.weeklyInsights,
  weekNavigation: "Week navigation",
  previousWeek: "Previous week",
  thisWeek: "This week",
  workspace: (name: string) => `Workspace: ${name}`,
  loading: "Loading your insights...",
  goToTasks: "Go to your tasks",
  noData: "No Data Available",
  noDataHint: "Create some tasks to see your weekly insights.",

  // Stat cards
  totalTasks: "Total Tasks",
  createdAndDue: (created: number, due: number) => `${created} created · ${due} due`,
  completed: commonCopy.completed,
  pending: (n: number) => `${n} pending`,
  completionRate: "Completion Rate",
  completedOfTotal: (completed: number, total: number) => `${completed} of ${total} tasks`,
  productivityScore: "Productivity Score",
  averageUrgency: (value: string) => `Avg. urgency ${value}`,

  // Summary, quick stats and progress
  weeklySummary: "Weekly Summary",
  trend: "Trend",
  trendValues: { improving: "Improving", stable: "Stable", declining: "Declining" },
  recommendations: "Recommendations",
  quickStats: "Quick Stats",
  tasksPerDay: "Tasks per day",
  completionPerDay: "Completion per day",
  focusArea: "Focus area",
  focusAreaValues: { time_management: "Time management", task_prioritization: "Task prioritization" },
  overdue: commonCopy.overdue,
  weeklyProgress: "Weekly Progress",
  created: "Created",
  weeklyGoal: "Weekly goal",
  goal: { excellent: "Excellent", good: "Good", keepGoing: "Keep going" },
  goalHint: (rate: number) => `${rate}% of this week's tasks completed`,
  weekdays: ["Sun", "Mon", "Tue", "Wed", "Thu", "Fri", "Sat"],
  dayBars: (day: string, created: number, completed: number) => `${day}: ${created} created, ${completed} completed`,

  // Planned vs done (the day plans accepted with Plan today)
  plannedVsDone: "Planned vs done",
  plannedRule: "A planned task counts as done when it was completed by the end of the day it was planned for.",
  plannedDayColumn: "Day",
  plannedDoneColumn: "Done of planned",
  doneOfPlanned: (done: number, planned: number) => `${done} of ${planned}`,
  weekDoneOfPlanned: (done: number, planned: number, percent: number) => `${done} of ${planned} (${percent}%)`,
  nothingPlannedDay: "Nothing planned",
  nothingPlanned: "Nothing was planned for this week.",
  nothingPlannedHint: "Accept a day plan with Plan today on the board to see here how much of it got done.",

  // Recommendations
  /** Completion rate under 50 %. */
  focusHint: "Focus on fewer tasks at once: pick the two or three that matter most each morning and finish them before starting new ones.",
  breakDownHint: "Break big tasks into small steps you can finish in under an hour; every finished step moves the week forward.",
  /** Completion rate under 80 %. */
  paceHint: (rate: number) =>
    `Good pace: you finished ${rate}% of this week's tasks. Plan the next day's tasks the evening before to keep it going.`,
  urgencyHint: "Start each day with your most urgent tasks (urgency 4 or higher) so deadlines do not slip.",
  /** Completion rate of 80 % or more. */
  praise: (rate: number) => `Excellent work: you finished ${rate}% of this week's tasks. Keep up the rhythm!`,
} as const;
