import { PWA_START_URL } from "@/lib/constants/pwa";
import { TASK_LINK_PARAMS } from "@/lib/constants/tasks";

/**
 * What a push message carries, the server's notification as the service worker shows it (worker/push.ts):
 * the JSON text the server encrypts for the device (server/push/send.ts). Pure, for both sides.
 */
export interface PushPayload {
  title: string;
  body: string;
  /** A path of the app (same origin), opened by a click on the notification. */
  url: string;
  /** Notifications with the same tag replace each other (a reminder's is its id, so a repeat never stacks). */
  tag: string;
}

/** The board on the task's workspace, scrolled to the task: /todo?workspace=…&task=… */
export function taskLink({ workspaceId, taskId }: { workspaceId: string; taskId: string }): string {
  const query = new URLSearchParams({ [TASK_LINK_PARAMS.workspace]: workspaceId, [TASK_LINK_PARAMS.task]: taskId });
  return `${PWA_START_URL}?${query}`;
}

/** The pushed text, checked: a payload of any other shape, or whose url is not a path of the app, is null. */
export function readPushPayload(text: string): PushPayload | null {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return null;
  }
  if (typeof value !== "object" || value === null) return null;
  const { title, body, url, tag } = value as Record<string, unknown>;
  if (typeof title !== "string" || typeof body !== "string" || typeof url !== "string" || typeof tag !== "string") return null;
  if (!isAppPath(url)) return null;
  return { title, body, url, tag };
}

/** A path of this origin ("/todo?…"), never a scheme-relative "//host" or a backslash a browser reads as one. */
export function isAppPath(url: string): boolean {
  return url.startsWith("/") && !url.startsWith("//") && !url.includes("\\");
}
