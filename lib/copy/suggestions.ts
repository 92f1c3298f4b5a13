import { parseCopy } from "./parse";

/** The lightbulb's suggestion cards, one per kind of task the suggestion rules recognise (lib/parse/ai-suggestions). */
export const suggestionsCopy = {
  time: {
    title: "Add a due date",
    suggestion: "Tasks with a date get done. Give this one a day and a time.",
    action: "Tomorrow at 9 AM",
    text: (task: string) => `${task} tomorrow at 9am`,
  },
  urgency: {
    title: "Looks important",
    suggestion: "Bills, deadlines and appointments tend to matter. Mark it so it stays in High Priority.",
    action: "Mark high priority",
    text: (task: string) => `${task} high priority`,
  },
  timing: {
    title: "Best done in the morning",
    suggestion: "Workouts planned for the morning are the ones that happen.",
    action: "Tomorrow at 7 AM",
    text: (task: string) => `${task} tomorrow at 7am`,
  },
  preparation: {
    title: "Prepare ahead",
    suggestion: "Add a task to get ready the day before, so nothing is left for the last minute.",
    action: "Add a preparation task",
    text: (title: string) => `Prepare for ${title}`,
  },
  breakdown: {
    title: "Break it down",
    suggestion: "Big tasks are easier to start as small steps. What is the first one?",
    action: "Add the first step",
    text: (title: string) => `First step of ${title}`,
  },
  healthRoutine: {
    title: "Same time every day",
    suggestion: "Taking it at the same time each day makes it hard to forget.",
    action: "Repeat daily at 9 AM",
    text: (task: string) => `${task} daily at 9am`,
  },
  healthVisit: {
    title: "Note your questions",
    suggestion: "Write down your questions and symptoms before the appointment.",
    action: "Add a notes task",
    text: (title: string) => `Write down questions for ${title}`,
  },
  shopping: {
    title: "Make a list",
    suggestion: "A list before you go saves a second trip.",
    action: "Add a shopping-list task",
    text: (title: string) => `Write a shopping list for ${title}`,
  },
  productivity: {
    title: "Time-box it",
    suggestion: "Block a focused 25 minutes first thing in the morning, before the inbox fills up.",
    action: parseCopy.tomorrowMorning,
    text: (task: string) => `${task} tomorrow morning`,
  },
  habit: {
    title: "Make it a habit",
    suggestion: "Small things done every day add up.",
    action: "Repeat every day",
    text: (task: string) => `${task} every day`,
  },
  social: {
    title: "Keep in touch",
    suggestion: "A quick message beforehand helps plans happen.",
    action: "Add a message task",
    text: (title: string) => `Send a message about ${title}`,
  },
} as const;
