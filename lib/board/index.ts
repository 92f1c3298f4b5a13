export * from "./types";
export { DATE_COLUMNS, PRIORITY_COLUMNS, VIEW_COLUMNS, dateColumn, priorityColumn, isDateColumn } from "./columns";
export { groupTasks, type GroupOptions } from "./group";
export { groupList, listPlace, type ListPlace, type ListSection, type ListSectionKind, type TaskList } from "./list";
export { describeDrop, listSectionTitle, placeTitle } from "./describe";
export { dropOnDateColumn, dropOnPriorityColumn, dropOnTaskInOtherColumn, type DateColumnDrop, type TaskDrop } from "./drop";
export { reorderInColumn, type Reorder, type ReorderResult } from "./reorder";
export { parseCardDensity } from "./density";
