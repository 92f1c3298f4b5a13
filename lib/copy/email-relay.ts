/** POST /api/send-email: the e-mails a signed-in user may send to themselves or to people they share a workspace with. */
export const emailRelayCopy = {
  recipientNotAllowed: "You can only send emails to yourself or to people who share a workspace with you",
  emailSubjectRequired: "Email subject is required",
  emailSubjectOneLine: "Email subject must be a single line",
  emailBodyRequired: "Email body is required",
  emailTooLarge: "Email is too large",
  emailSendFailed: "Failed to send email",
} as const;
