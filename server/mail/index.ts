import "server-only";

export { sendMemberLeftNotice, sendRecoveryEmail, sendTaskAssigned, sendTaskReminder, sendVerificationEmail, sendWorkspaceInvitation } from "./emails";
export { MailError, type MailFailure } from "./mail-error";
export { closeMail, createMailer, sendMail, type Mailer, type MailerOptions, type OutgoingMail, type SendResult } from "./transport";
