export * from "./types";
export { DATE_COLUMNS, PRIORITY_COLUMNS, VIEW_COLUMNS, dateColumn, priorityColumn, isDateColumn } from "./columns";
export { groupTasks, type GroupOptions } from "./group";
export { dropOnDateColumn, dropOnPriorityColumn, dropOnTaskInOtherColumn, type DateColumnDrop, type TaskDrop } from "./drop";
export { reorderInColumn, type Reorder, type ReorderResult } from "./reorder";
