"use client";

import { useEffect } from "react";
import dynamic from "next/dynamic";
import type { Task } from "@/lib/schemas/task";
import { editPanel, useEditPanelTask } from "./edit-panel";

// The edit panel (and the local parser it reads dates with) loads when it is first opened.
const EditTaskDialog = dynamic(() => import("./EditTaskDialog").then((module) => module.EditTaskDialog), { ssr: false });

/**
 * The open edit panel, for the task as the board has it now (`tasks`: every task loaded, shown or not), so
 * that it stays open while a teammate's change moves the card. A task deleted meanwhile closes it.
 */
export function EditPanelHost({ tasks }: { tasks: readonly Task[] }) {
  const taskId = useEditPanelTask();
  const task = taskId === null ? undefined : tasks.find((t) => t.id === taskId);
  useEffect(() => editPanel.close, []); // a board that goes (a workspace switch) takes its panel with it
  if (!task) return null;
  return <EditTaskDialog key={task.id} task={task} onClose={editPanel.close} />;
}
