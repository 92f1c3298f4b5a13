/**
 * Kinds of task, told by the words of its (lowercased) text: the lightbulb's suggestion rules
 * (lib/parse/ai-suggestions.ts) and the local breakdown (lib/assistant/breakdown.ts) read the same lists.
 * Broad kinds are unions of narrower ones (an event is a trip, a meeting, a presentation, an exam, an
 * interview or a celebration).
 */

/** A kind told by any of these words (a "|"-separated list of patterns). */
export const words = (list: string) => new RegExp(`\\b(?:${list})\\b`);
/** A kind told by the words of any of these kinds. */
export const anyOf = (...kinds: RegExp[]) => new RegExp(kinds.map((k) => k.source).join("|"));

export const TRAVEL = words("trip|travel|flight");
export const MEETING = words("meeting|conference|review");
export const PRESENTATION = words("presentation|pitch|demo|talk");
export const EXAM = words("exam|test");
export const INTERVIEW = words("interview");
export const CELEBRATION = words("party|wedding");
export const EVENT = anyOf(TRAVEL, MEETING, PRESENTATION, EXAM, INTERVIEW, CELEBRATION);

export const WRITING = words("write|report|thesis|proposal");
export const MOVING = words("move|moving");
export const RESEARCH = words("research");
export const PROJECT = words("project|plan|organi[sz]e|build|renovate|launch|website|redesign|migrate");
export const BIG_TASK = anyOf(WRITING, MOVING, RESEARCH, PROJECT, words("book"));

export const PAPERWORK = words("pay|bill|rent|tax(?:es)?|invoice|passport|visa|renew|insurance|mortgage|loan");
export const IMPORTANT = anyOf(PAPERWORK, words("deadline|submit|exam|interview|doctor|dentist|client|boss|court|fine"));

export const EXERCISE = words("gym|workout|work out|run|jog|exercise|yoga|pilates|swim|cycle|lift|training");
export const MEDICATION = words("medication|meds|medicine|pills?|vitamins?|insulin|inhaler");
export const APPOINTMENT = words("doctor|dentist|checkup|check-up|therapy|therapist|physio|clinic|hospital|vet");
export const SHOPPING = words("buy|shop|shopping|groceries|grocery|order|purchase|pick up");
export const DESK_WORK = words("email|emails|inbox|report|review|slides|study|code|document|docs|write|essay|homework|budget");
export const HABIT = words("meditate|journal|stretch|practice|read|walk|floss|water the plants|drink water|language|piano|guitar");
export const SOCIAL = words("call|text|visit|meet|birthday|dinner|lunch|coffee|party|mom|mum|dad|friend|family|grandma|grandpa|sister|brother");
