import "server-only";
import { APP_NAME } from "@/lib/constants/common";
import { escapeHref, escapeHtml, safeHttpUrl } from "./escape";

/** A run of text in a paragraph: plain, or emphasised. Never raw HTML. */
export type Inline = string | { strong: string };
export type Paragraph = Inline[];

/**
 * What a template says, independent of markup. `renderEmail` turns it into the HTML part (every value
 * escaped, one shared layout) and the plain-text part, so templates never write HTML themselves.
 */
export interface EmailContent {
  /** Preview line that mail clients show next to the subject; hidden in the body. */
  preheader: string;
  heading: string;
  /** Paragraphs above the button. */
  intro: Paragraph[];
  /**
   * Someone's own plain text (a relayed message), shown as written: escaped, line breaks kept, in a
   * quoted block of its own so it cannot pass for the app's words.
   */
  message?: string;
  /** Label/value rows, such as the task and due date of a reminder. */
  details?: { label: string; value: string }[];
  /** The call to action: a button in HTML, "label: url" in text, plus a copyable fallback link. */
  action?: { label: string; url: string };
  /** Paragraphs below the button (expiry, "ignore this e-mail"). */
  outro?: Paragraph[];
}

export interface RenderedEmail {
  html: string;
  text: string;
}

const COLORS = { brand: "#4f46e5", text: "#1f2937", muted: "#6b7280", border: "#e5e7eb", page: "#f3f4f6" } as const;
const FONT = "-apple-system,BlinkMacSystemFont,'Segoe UI',Roboto,Helvetica,Arial,sans-serif";

function inlineHtml(paragraph: Paragraph): string {
  return paragraph.map((run) => (typeof run === "string" ? escapeHtml(run) : `<strong>${escapeHtml(run.strong)}</strong>`)).join("");
}

function inlineText(paragraph: Paragraph): string {
  return paragraph.map((run) => (typeof run === "string" ? run : run.strong)).join("");
}

function paragraphsHtml(paragraphs: Paragraph[] = []): string {
  return paragraphs
    .map((p) => `<p style="margin:0 0 16px;font-size:16px;line-height:24px;color:${COLORS.text};">${inlineHtml(p)}</p>`)
    .join("\n");
}

function detailsHtml(details: EmailContent["details"]): string {
  if (!details?.length) return "";
  const rows = details
    .map(
      (d) =>
        `<tr><td style="padding:6px 12px 6px 0;font-size:14px;color:${COLORS.muted};vertical-align:top;white-space:nowrap;">${escapeHtml(d.label)}</td>` +
        `<td style="padding:6px 0;font-size:14px;color:${COLORS.text};vertical-align:top;">${escapeHtml(d.value)}</td></tr>`,
    )
    .join("\n");
  return `<table role="presentation" cellpadding="0" cellspacing="0" border="0" style="margin:0 0 16px;border-top:1px solid ${COLORS.border};border-bottom:1px solid ${COLORS.border};width:100%;">\n${rows}\n</table>`;
}

function messageHtml(message: EmailContent["message"]): string {
  if (message === undefined) return "";
  return `<div style="margin:0 0 16px;padding:12px 16px;border-left:3px solid ${COLORS.border};font-size:15px;line-height:22px;color:${COLORS.text};white-space:pre-wrap;">${escapeHtml(message)}</div>`;
}

function actionHtml(action: EmailContent["action"]): string {
  if (!action) return "";
  const href = escapeHref(action.url);
  return [
    `<table role="presentation" cellpadding="0" cellspacing="0" border="0" style="margin:8px 0 24px;"><tr>`,
    `<td style="border-radius:6px;background:${COLORS.brand};">`,
    `<a href="${href}" target="_blank" style="display:inline-block;padding:12px 24px;font-size:16px;font-weight:600;color:#ffffff;text-decoration:none;border-radius:6px;">${escapeHtml(action.label)}</a>`,
    `</td></tr></table>`,
    `<p style="margin:0 0 16px;font-size:13px;line-height:20px;color:${COLORS.muted};">If the button does not work, copy this link into your browser:<br>`,
    `<a href="${href}" target="_blank" style="color:${COLORS.brand};word-break:break-all;">${href}</a></p>`,
  ].join("\n");
}

function renderHtml(content: EmailContent): string {
  return `<!DOCTYPE html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(content.heading)}</title>
</head>
<body style="margin:0;padding:0;background:${COLORS.page};font-family:${FONT};">
<div style="display:none;max-height:0;overflow:hidden;opacity:0;">${escapeHtml(content.preheader)}</div>
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0" style="background:${COLORS.page};">
<tr><td align="center" style="padding:24px 12px;">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0" style="max-width:560px;background:#ffffff;border:1px solid ${COLORS.border};border-radius:8px;">
<tr><td style="padding:20px 32px;border-bottom:1px solid ${COLORS.border};font-size:20px;font-weight:700;color:${COLORS.brand};">${escapeHtml(APP_NAME)}</td></tr>
<tr><td style="padding:28px 32px 12px;">
<h1 style="margin:0 0 20px;font-size:22px;line-height:30px;color:${COLORS.text};">${escapeHtml(content.heading)}</h1>
${paragraphsHtml(content.intro)}
${messageHtml(content.message)}
${detailsHtml(content.details)}
${actionHtml(content.action)}
${paragraphsHtml(content.outro)}
</td></tr>
<tr><td style="padding:16px 32px;border-top:1px solid ${COLORS.border};font-size:12px;line-height:18px;color:${COLORS.muted};">This e-mail was sent by ${escapeHtml(APP_NAME)}.</td></tr>
</table>
</td></tr>
</table>
</body>
</html>
`;
}

function renderText(content: EmailContent): string {
  const blocks: string[] = [APP_NAME, content.heading, ...content.intro.map(inlineText)];
  if (content.message !== undefined) blocks.push(content.message);
  if (content.details?.length) blocks.push(content.details.map((d) => `${d.label}: ${d.value}`).join("\n"));
  if (content.action) blocks.push(`${content.action.label}: ${safeHttpUrl(content.action.url)}`);
  blocks.push(...(content.outro ?? []).map(inlineText));
  blocks.push(`-- \nThis e-mail was sent by ${APP_NAME}.`);
  return `${blocks.join("\n\n")}\n`;
}

/** Renders the HTML and plain-text parts of an e-mail from its content, with the shared layout. */
export function renderEmail(content: EmailContent): RenderedEmail {
  return { html: renderHtml(content), text: renderText(content) };
}

/** What every template returns. */
export interface Email extends RenderedEmail {
  subject: string;
}

/** A template's result: the subject on one line (no CR/LF from user values) and both rendered parts. */
export function composeEmail(subject: string, content: EmailContent): Email {
  return { subject: subject.replace(/\s+/g, " ").trim(), ...renderEmail(content) };
}

/** "Hi Ada," or "Hi," when the name is blank. */
export function greeting(name: string): Paragraph {
  const trimmed = name.trim();
  return [trimmed ? `Hi ${trimmed},` : "Hi,"];
}

/** A workspace as users see it: its emoji icon, then its name. */
export function workspaceLabel(icon: string, name: string): string {
  return `${icon.trim()} ${name.trim()}`.trim();
}
