import { z } from "zod";
import { EMAIL_MAX } from "@/lib/constants/auth";
import { SEND_EMAIL_HTML_MAX, SEND_EMAIL_SUBJECT_MAX, SEND_EMAIL_TEXT_MAX } from "@/lib/constants/email-relay";
import { WORKSPACE_ICON_MAX, WORKSPACE_ICON_MAX_UNITS, WORKSPACE_NAME_MAX, WORKSPACE_NAME_MAX_UNITS } from "@/lib/constants/workspaces";
import { commonCopy } from "@/lib/copy/common";
import { emailRelayCopy } from "@/lib/copy/email-relay";
import { workspacesCopy } from "@/lib/copy/workspaces";
import { isFreeOfControlCharacters } from "./text";

/**
 * Workspace payloads, shared by the API (server validation) and the dialogs (instant feedback with the
 * same messages). Lengths count user-perceived characters (graphemes), so one emoji is one character
 * however many UTF-16 units it takes.
 */

const graphemes = new Intl.Segmenter(undefined, { granularity: "grapheme" });

/** User-perceived characters in `value` (what the n/20 counter shows). */
export function characterCount(value: string): number {
  return Array.from(graphemes.segment(value)).length;
}

export const workspaceNameSchema = z
  .string({ error: workspacesCopy.nameRequired })
  .trim()
  .min(1, { error: workspacesCopy.nameRequired })
  .max(WORKSPACE_NAME_MAX_UNITS, { error: workspacesCopy.nameTooLong, abort: true })
  .refine(isFreeOfControlCharacters, { error: workspacesCopy.nameControlCharacters, abort: true })
  .refine((v) => characterCount(v) <= WORKSPACE_NAME_MAX, { error: workspacesCopy.nameTooLong });

export const workspaceIconSchema = z
  .string({ error: workspacesCopy.iconInvalid })
  .trim()
  .min(1, { error: workspacesCopy.iconInvalid })
  .max(WORKSPACE_ICON_MAX_UNITS, { error: workspacesCopy.iconInvalid, abort: true })
  .refine((v) => isFreeOfControlCharacters(v) && characterCount(v) <= WORKSPACE_ICON_MAX, { error: workspacesCopy.iconInvalid });

export const createWorkspaceSchema = z.object({
  name: workspaceNameSchema,
  icon: workspaceIconSchema.optional(),
});
export type CreateWorkspaceInput = z.infer<typeof createWorkspaceSchema>;

export const updateWorkspaceSchema = z
  .object({ name: workspaceNameSchema.optional(), icon: workspaceIconSchema.optional() })
  .refine((v) => v.name !== undefined || v.icon !== undefined, { error: commonCopy.invalidInput });
export type UpdateWorkspaceInput = z.infer<typeof updateWorkspaceSchema>;

/** A member's address: trimmed and lower-cased, since membership compares e-mails case-insensitively. */
export const memberEmailSchema = z
  .string({ error: workspacesCopy.enterMemberEmail })
  .trim()
  .min(1, { error: workspacesCopy.enterMemberEmail })
  .max(EMAIL_MAX, { error: commonCopy.invalidEmail })
  .pipe(z.email({ error: commonCopy.invalidEmail }))
  .transform((v) => v.toLowerCase());

export const addMemberSchema = z.object({ email: memberEmailSchema });
export type AddMemberInput = z.infer<typeof addMemberSchema>;

/** Route parameters: ids are opaque, but bounded and free of path or control characters. */
export const workspaceIdSchema = z.string().max(64, { error: workspacesCopy.workspaceNotFound, abort: true }).regex(/^[A-Za-z0-9_-]{1,64}$/, { error: workspacesCopy.workspaceNotFound });

/** Body of POST /api/send-email. */
export const sendEmailSchema = z
  .object({
    to: z.string({ error: commonCopy.missingParameter("to") }).trim().max(EMAIL_MAX).pipe(z.email({ error: commonCopy.invalidEmail })),
    subject: z
      .string({ error: commonCopy.missingParameter("subject") })
      .trim()
      .min(1, { error: emailRelayCopy.emailSubjectRequired })
      .max(SEND_EMAIL_SUBJECT_MAX, { error: emailRelayCopy.emailTooLarge, abort: true })
      .refine(isFreeOfControlCharacters, { error: emailRelayCopy.emailSubjectOneLine }),
    html: z.string().max(SEND_EMAIL_HTML_MAX, { error: emailRelayCopy.emailTooLarge }).optional(),
    text: z.string().max(SEND_EMAIL_TEXT_MAX, { error: emailRelayCopy.emailTooLarge }).optional(),
  })
  .refine((v) => Boolean(v.html?.trim() || v.text?.trim()), { error: emailRelayCopy.emailBodyRequired });
export type SendEmailInput = z.infer<typeof sendEmailSchema>;

/** A workspace as the API returns it, with the caller's role in it. */
export const workspaceViewSchema = z.object({
  id: z.string(),
  name: z.string(),
  icon: z.string(),
  color: z.string(),
  userId: z.string(),
  ownerEmail: z.string(),
  isDefault: z.boolean(),
  members: z.array(z.string()),
  role: z.enum(["owner", "member"]),
});
export type WorkspaceView = z.infer<typeof workspaceViewSchema>;
export type WorkspaceRole = WorkspaceView["role"];

export const workspaceListSchema = z.object({
  owned: z.array(workspaceViewSchema),
  shared: z.array(workspaceViewSchema),
});
export type WorkspaceList = z.infer<typeof workspaceListSchema>;

export const membersViewSchema = z.object({ ownerEmail: z.string(), members: z.array(z.string()) });
export type MembersView = z.infer<typeof membersViewSchema>;

/** Someone of a workspace as the board names them: their e-mail (lower-cased), and their account's name ("" without an account). */
export const workspacePersonViewSchema = z.object({ email: z.string(), name: z.string(), userId: z.string().nullable() });
export type WorkspacePerson = z.infer<typeof workspacePersonViewSchema>;

/** GET …/members: the members, and the owner and each member with their name (the owner first). */
export const memberListSchema = membersViewSchema.extend({ people: z.array(workspacePersonViewSchema) });
export type MemberList = z.infer<typeof memberListSchema>;

/** Answer of adding a member: the member list, and whether the invitation e-mail went out. */
export const memberAddedAnswerSchema = membersViewSchema.extend({ invitationSent: z.boolean() });

/** Answer of leaving a workspace: whether the owner was e-mailed. */
export const leftWorkspaceAnswerSchema = z.object({ ownerNotified: z.boolean() });

/** Answer of POST /api/send-email: the SMTP message id, or `fallback` when no SMTP server is configured (written to the outbox). */
export const sendEmailAnswerSchema = z.union([z.object({ messageId: z.string() }), z.object({ success: z.literal(true), fallback: z.literal(true) })]);
