import "server-only";
import { APP_NAME } from "@/lib/constants/common";
import { composeEmail, workspaceLabel, type Email } from "../layout";
import { boardUrl, registerUrl } from "../links";

export interface WorkspaceInvitationInput {
  appUrl: string;
  recipientEmail: string;
  /** Whether an account with recipientEmail exists: decides between /register and /todo. */
  recipientHasAccount: boolean;
  workspaceName: string;
  workspaceIcon: string;
  ownerName: string;
  ownerEmail: string;
}

/** Sent to a member the owner adds to a workspace. */
export function workspaceInvitationEmail(input: WorkspaceInvitationInput): Email {
  const { appUrl, recipientEmail, recipientHasAccount, ownerEmail } = input;
  const owner = input.ownerName.trim() || ownerEmail;
  const workspace = workspaceLabel(input.workspaceIcon, input.workspaceName);
  const next = recipientHasAccount
    ? {
        paragraph: ["You will find it under Shared with me in the workspace switcher."],
        action: { label: `Open ${APP_NAME}`, url: boardUrl(appUrl) },
      }
    : {
        paragraph: [`To open it, create your ${APP_NAME} account with this email address (`, { strong: recipientEmail }, ")."],
        action: { label: "Create Your Account", url: registerUrl(appUrl, recipientEmail) },
      };
  return composeEmail(`${owner} invited you to ${workspace} on ${APP_NAME}`, {
    preheader: `${owner} shared the workspace ${workspace} with you.`,
    heading: "You have been invited to a workspace",
    intro: [
      ["Hi,"],
      [{ strong: owner }, ` (${ownerEmail}) added you to the workspace `, { strong: workspace }, ` on ${APP_NAME}. You can now see and work on its tasks together.`],
      next.paragraph,
    ],
    action: next.action,
    outro: [[`If you do not know ${owner}, you can ignore this email.`]],
  });
}
