import "server-only";
import { APP_NAME } from "@/lib/constants/common";
import { composeEmail, workspaceLabel, type Email } from "../layout";
import { boardUrl } from "../links";

export interface MemberLeftInput {
  appUrl: string;
  workspaceName: string;
  workspaceIcon: string;
  memberEmail: string;
  memberName: string;
}

/** Sent to the owner when a member leaves one of their workspaces. */
export function memberLeftEmail(input: MemberLeftInput): Email {
  const { appUrl, memberEmail } = input;
  const member = input.memberName.trim() || memberEmail;
  const workspace = workspaceLabel(input.workspaceIcon, input.workspaceName);
  return composeEmail(`${member} left ${workspace}`, {
    preheader: `${member} is no longer a member of ${workspace}.`,
    heading: "A member left your workspace",
    intro: [
      ["Hi,"],
      [{ strong: member }, ` (${memberEmail}) has left your workspace `, { strong: workspace }, "."],
      ["They no longer have access to its tasks. You can add someone else in the workspace settings."],
    ],
    action: { label: `Open ${APP_NAME}`, url: boardUrl(appUrl) },
  });
}
