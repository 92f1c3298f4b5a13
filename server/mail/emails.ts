import "server-only";
import { config } from "@/server/config";
import { memberLeftEmail, type MemberLeftInput } from "./templates/member-left";
import { recoveryEmail, type RecoveryEmailInput } from "./templates/recovery";
import { taskAssignedEmail, type TaskAssignedInput } from "./templates/task-assigned";
import { taskReminderEmail, type TaskReminderInput } from "./templates/task-reminder";
import { verificationEmail, type VerificationEmailInput } from "./templates/verification";
import { workspaceInvitationEmail, type WorkspaceInvitationInput } from "./templates/workspace-invitation";
import { sendMail, type SendResult } from "./transport";

/**
 * The product's own e-mails, ready to send: each renders its template with config().APP_URL (the one
 * place links get their base URL) and sends it. Callers pass ids, secrets and names, never links.
 * All throw MailError on SMTP failure.
 */

type WithoutAppUrl<T> = Omit<T, "appUrl">;
const appUrl = () => config().APP_URL;

export function sendVerificationEmail({ to, ...input }: WithoutAppUrl<VerificationEmailInput> & { to: string }): Promise<SendResult> {
  return sendMail({ to, ...verificationEmail({ appUrl: appUrl(), ...input }) });
}

export function sendRecoveryEmail({ to, ...input }: WithoutAppUrl<RecoveryEmailInput> & { to: string }): Promise<SendResult> {
  return sendMail({ to, ...recoveryEmail({ appUrl: appUrl(), ...input }) });
}

/** To the added member; replies go to the owner. */
export function sendWorkspaceInvitation(input: WithoutAppUrl<WorkspaceInvitationInput>): Promise<SendResult> {
  return sendMail({
    to: input.recipientEmail,
    replyTo: input.ownerEmail,
    ...workspaceInvitationEmail({ appUrl: appUrl(), ...input }),
  });
}

/** To the owner; replies go to the member who left. */
export function sendMemberLeftNotice({ ownerEmail, ...input }: WithoutAppUrl<MemberLeftInput> & { ownerEmail: string }): Promise<SendResult> {
  return sendMail({ to: ownerEmail, replyTo: input.memberEmail, ...memberLeftEmail({ appUrl: appUrl(), ...input }) });
}

export function sendTaskReminder({ userEmail, ...input }: WithoutAppUrl<TaskReminderInput> & { userEmail: string }): Promise<SendResult> {
  return sendMail({ to: userEmail, ...taskReminderEmail({ appUrl: appUrl(), ...input }) });
}

/** To a task's new assignee. */
export function sendTaskAssigned({ to, ...input }: WithoutAppUrl<TaskAssignedInput> & { to: string }): Promise<SendResult> {
  return sendMail({ to, ...taskAssignedEmail({ appUrl: appUrl(), ...input }) });
}
