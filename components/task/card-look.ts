/**
 * The task card's look (TaskCard): the boxes (`…Box`: sizes, spacing, colours), to which the card adds its
 * hover, focus and transition classes (`…Interactive`), and its states. The compact density (`compact…`)
 * lays a card out on one line.
 */
const iconBox = "rounded-md p-1.5 text-slate-400";
const checkboxShape = "flex size-5 shrink-0 items-center justify-center rounded-full border-2";
const checkboxBox = `mt-0.5 ${checkboxShape}`;
const cardFrame = "border bg-white shadow-sm dark:bg-slate-900";
const titleBox = "w-full break-words text-left text-sm font-medium leading-5 text-slate-900 dark:text-slate-100";
const focusRing = "focus-visible:outline-2 focus-visible:outline-indigo-500";

export const cardLook = {
  /** The card itself; TaskCard adds its transitions and states. */
  cardBox: `${cardFrame} rounded-xl p-3`,
  cardInteractive: `group ${focusRing} focus-visible:outline-offset-2 transition-[opacity,box-shadow,border-color]`,
  cardIdle: "border-slate-200 dark:border-slate-800",
  /**
   * A completed card: a dashed border beside its checked box and struck-through title. Not faded: every
   * text keeps the contrast it needs (a card at 60 % opacity brought its badge and texts under 4.5:1).
   */
  cardDone: "border-dashed",
  iconBox,
  iconButton: `${iconBox} transition-colors hover:bg-slate-100 hover:text-slate-700 ${focusRing} disabled:pointer-events-none disabled:opacity-40 dark:hover:bg-slate-800 dark:hover:text-slate-200`,
  dragHandle: "-ml-1 px-0.5",
  checkboxBox,
  checkboxInteractive: `transition-all ${focusRing} focus-visible:outline-offset-2`,
  checkboxOn: "scale-110 border-emerald-500 bg-emerald-500 text-white",
  checkboxOff: "border-slate-300 dark:border-slate-600",
  checkboxOffInteractive: "hover:border-emerald-500",
  titleHeading: "min-w-0 flex-1",
  titleBox,
  titleInteractive: `cursor-text rounded-sm transition-colors ${focusRing} disabled:cursor-default`,
  titleDone: "text-slate-600 line-through decoration-slate-400 dark:text-slate-400",
  meta: "mt-1.5 flex flex-wrap items-center gap-x-3 gap-y-1 text-xs text-slate-500 dark:text-slate-400",
  metaItem: "inline-flex items-center gap-1",
  assignee: "inline-flex size-5 shrink-0 items-center justify-center rounded-full bg-indigo-100 text-[0.625rem] font-semibold text-indigo-800 dark:bg-indigo-900 dark:text-indigo-100",
  dueOverdue: "font-medium text-red-600 dark:text-red-400",
  actions: "mt-2 flex items-center justify-end gap-0.5",

  /**
   * Compact density: the card on one line (the drag handle's 28 px set its height; on a phone the action
   * buttons' 44 px), its texts cut to fit.
   */
  compactCardBox: `${cardFrame} rounded-lg px-2 py-1`,
  compactRow: "relative flex min-h-7 items-center gap-2 max-sm:min-h-11",
  compactCheckboxBox: checkboxShape,
  compactTitleBox: "block truncate",
  compactMeta: "flex min-w-0 shrink-0 items-center gap-2 text-xs text-slate-500 dark:text-slate-400",
  /**
   * The compact card's actions: over the end of its line, shown while the pointer is on the card, while
   * the focus is in it (Tab, the arrow keys, a long press) and while its comments are open.
   */
  compactActions:
    "pointer-events-none absolute inset-y-0 right-0 flex items-center gap-0.5 rounded-md bg-white pl-1 opacity-0 group-hover:pointer-events-auto group-hover:opacity-100 group-focus-within:pointer-events-auto group-focus-within:opacity-100 dark:bg-slate-900",
  compactActionsShown: "pointer-events-auto opacity-100",
  /** A task just added: a short ring, faded in and out unless the reader asks for reduced motion. */
  addedHighlight: "ring-2 ring-amber-400 motion-reduce:transition-none dark:ring-amber-500",
} as const;
