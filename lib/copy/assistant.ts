import { commonCopy } from "@/lib/copy/common";
import { remindersCopy } from "@/lib/copy/reminders";
import { tasksCopy } from "@/lib/copy/tasks";
import { timeCopy } from "@/lib/copy/time";

/** The planning assistant: the day plan's reasons, the find bar's understood words, the local breakdown's steps. */
export const assistantCopy = {
  // Plan my day: why a task is where it is
  reasonOverdueDays: (days: number) => `overdue ${days} ${days === 1 ? "day" : "days"}`,
  reasonOverdueSince: (time: string) => `overdue since ${time}`,
  reasonDueAt: (time: string) => `due ${time}`,
  reasonDueInDays: (days: number) => (days === 1 ? "due tomorrow" : `due ${timeCopy.inDays(days)}`),
  reasonUrgency: (urgency: string) => `urgency ${urgency}`,

  // Plan my day: requests and labels
  workingHoursInvalid: "Working hours need a start before the end, as HH:MM",
  planItemsRequired: "Nothing to plan",
  planTooManyItems: (max: number) => `A plan holds at most ${max} tasks`,
  planDuplicateTask: "A task appears twice in the plan",
  localPlanner: "Local plan",
  planFallback: { failed: "The AI did not answer; this is the local plan.", brokeRules: "The AI's plan broke a rule; this is the local plan." },

  // The find bar's chips for words it understood
  chipOverdue: commonCopy.overdue,
  chipBand: tasksCopy.urgencyBadge,
  chipDue: { today: "Due today", tomorrow: "Due tomorrow", this_week: "Due this week", next_week: "Due next week" },
  chipNoDate: remindersCopy.noDate,
  chipReminders: tasksCopy.filterReminders,
  chipRepeating: tasksCopy.filterRepeating,
  chipMine: tasksCopy.filterMine,
  chipCreatedBy: (name: string) => `Created by ${name}`,
  chipWorkspace: (name: string) => `In ${name}`,
  chipStatus: { completed: commonCopy.completed, open: "Open" },
  removeChip: (label: string) => `Remove filter: ${label}`,

  // Break down, the local steps by kind of task (lib/assistant/breakdown.ts)
  breakdown: {
    travel: [
      "Check passport, visa and tickets",
      "Book transport and a place to stay",
      "Make a packing list",
      "Arrange care for pets, plants and mail",
      "Pack the day before",
      "Check in online and note the departure time",
    ],
    interview: [
      "Research the company and the role",
      "Match your experience to the job description",
      "Prepare answers to common questions",
      "Prepare questions to ask them",
      "Plan the route or test the video call",
      "Lay out clothes and documents the night before",
    ],
    exam: [
      "List the topics the exam covers",
      "Gather notes and past papers",
      "Make a study schedule up to the exam day",
      "Work through practice questions",
      "Review the weakest topics",
      "Pack what you need the night before",
    ],
    presentation: [
      "Define the audience and the key message",
      "Outline the main points",
      "Draft the slides",
      "Rehearse and time it",
      "Prepare for likely questions",
      "Check the room or the screen sharing",
    ],
    meeting: [
      "Set the goal and the agenda",
      "Invite the people who need to be there",
      "Share the material beforehand",
      "Note the decisions during the meeting",
      "Send the action items afterwards",
    ],
    celebration: [
      "Set the date, place and budget",
      "Draw up the guest list and send invitations",
      "Plan food and drinks",
      "Buy decorations and a gift",
      "Prepare the place the day before",
    ],
    moving: [
      "Set the moving date and book movers or a van",
      "Sort out what to keep, sell or give away",
      "Get boxes and pack room by room",
      "Change your address with banks, work and subscriptions",
      "Set up utilities and internet at the new place",
      "Clean the old place and hand over the keys",
    ],
    appointment: [
      "Book or confirm the appointment",
      "Write down symptoms and questions",
      "Gather your insurance card and list of medication",
      "Plan how to get there on time",
      "Note the advice and any follow-up",
    ],
    writing: [
      "Define the purpose and the reader",
      "Collect sources and notes",
      "Outline the sections",
      "Write the first draft",
      "Revise and edit",
      "Proofread and send",
    ],
    research: [
      "Write down the question to answer",
      "Find and list sources",
      "Read and take notes",
      "Compare the options",
      "Summarise the findings",
    ],
    shopping: [
      "Check what you already have",
      "Write the shopping list",
      "Set a budget",
      "Compare prices or pick the shop",
      "Buy everything on the list",
      "Put the things away",
    ],
    paperwork: [
      "Gather the documents and account details",
      "Check the amount and the deadline",
      "Fill in the form or make the payment",
      "Save the confirmation or receipt",
      "Note the next due date",
    ],
    project: [
      "Define the goal and what done looks like",
      "List the parts of the work",
      "Estimate each part and set milestones",
      "Gather the tools, people or materials needed",
      "Start with the first milestone",
      "Review progress and adjust the plan",
    ],
    cleaning: [
      "Gather the cleaning supplies",
      "Declutter and put things back in place",
      "Dust from top to bottom",
      "Vacuum and mop the floors",
      "Take out the trash",
    ],
    generic: (title: string) => [
      `Decide what done looks like for "${title}"`,
      "List what you need",
      "Do the first small step",
      "Do the main part",
      "Check the result and wrap up",
    ],
  },
} as const;
