import { POST as sendEmail } from "@/app/api/send-email/route";
import { addMember, createWorkspace } from "@/server/services/workspaces";
import { SEND_EMAIL_HTML_MAX, SEND_EMAIL_RATE } from "@/lib/constants/email-relay";
import { authCopy } from "@/lib/copy/auth";
import { commonCopy } from "@/lib/copy/common";
import { emailRelayCopy } from "@/lib/copy/email-relay";
import { useTempDatabase } from "@/tests/support/db";
import { useApiEnvironment } from "@/tests/support/api-environment";
import { createUser, uniqueEmail, type AnyTestUser } from "@/tests/support/users";
import { messageOf, request } from "./support";

useTempDatabase();
const env = useApiEnvironment();

const send = (as: AnyTestUser | null, body: unknown) => request(sendEmail, { method: "POST", as, body });
const mail = (to: string, extra: Record<string, unknown> = {}) => ({ to, subject: "Reminder", html: "<p>Hello</p>", text: "Hello", ...extra });

/** An owner, a member and another member of one shared workspace. */
async function team() {
  const owner = await createUser({ name: "Olivia" });
  const member = await createUser({ name: "Mel" });
  const other = await createUser({ name: "Oscar" });
  const ws = await createWorkspace({ user: owner.account, input: { name: "Team" } });
  await addMember({ user: owner.account, workspaceId: ws.id, email: member.account.email });
  await addMember({ user: owner.account, workspaceId: ws.id, email: other.account.email });
  env.sink().clear();
  return { owner, member, other };
}

describe("POST /api/send-email", () => {
  it("sends to the caller's own address with a messageId, from the app, replying to the caller, naming the sender, as text", async () => {
    const me = await createUser({ name: "Sam <Sender>" });
    const res = await send(me, mail(me.account.email.toUpperCase(), { html: "<p>Due <b>today</b></p>" }));
    expect(res.status).toBe(200);
    expect(res.json).toEqual({ data: { messageId: expect.stringMatching(/^<.+>$/) } });

    const received = await env.sink().waitFor((m) => m.to.includes(me.account.email.toLowerCase()));
    expect(received.subject).toBe("Reminder");
    expect(received.from).toBe('"Duely" <no-reply@duely.local>'); // MAIL_FROM, whatever the caller sends
    expect(received.headers["reply-to"]).toContain(me.account.email);
    expect(received.html).not.toContain("<b>today</b>");
    expect(received.html).toContain(`Sent by Sam &lt;Sender&gt; &lt;${me.account.email}&gt; through Duely.`);
    expect(received.text).toContain(`Sent by Sam <Sender> <${me.account.email}> through Duely.`);
  });

  it("sends between people who share a workspace, in every direction", async () => {
    const { owner, member, other } = await team();
    for (const [from, to] of [
      [owner, member],
      [member, owner],
      [member, other],
    ] as const) {
      const res = await send(from, mail(to.account.email));
      expect(res.status).toBe(200);
    }
    expect(env.sink().messages.map((m) => m.to)).toEqual([[member.account.email], [owner.account.email], [other.account.email]]);
  });

  it("is not an open relay: refuses anyone who shares no workspace with the caller, and sends nothing", async () => {
    const { owner } = await team();
    const stranger = await createUser();
    for (const to of [stranger.account.email, "anyone@example.org"]) {
      const res = await send(owner, mail(to));
      expect({ status: res.status, message: messageOf(res.json) }).toEqual({ status: 403, message: emailRelayCopy.recipientNotAllowed });
    }
    const res = await send(stranger, mail(owner.account.email));
    expect(res.status).toBe(403);
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(env.sink().messages).toEqual([]);
  });

  it("refuses anonymous and unverified callers", async () => {
    const unverified = await createUser({ verified: false });
    const anonymous = await send(null, mail("x@example.com"));
    const pending = await send(unverified, mail(unverified.account.email));
    expect([anonymous.status, messageOf(anonymous.json)]).toEqual([401, authCopy.mustBeLoggedIn]);
    expect([pending.status, messageOf(pending.json)]).toEqual([403, authCopy.verifyToContinue]);
  });

  it("refuses several recipients, header injection, empty and oversized messages", async () => {
    const me = await createUser();
    const own = me.account.email;
    const cases: [unknown, number, string][] = [
      [mail(`${own}, victim@example.org`), 400, commonCopy.invalidEmail],
      [mail(`${own}\r\nBcc: victim@example.org`), 400, commonCopy.invalidEmail],
      [mail(own, { subject: "Hi\r\nBcc: victim@example.org" }), 400, emailRelayCopy.emailSubjectOneLine],
      [mail(own, { subject: "  " }), 400, emailRelayCopy.emailSubjectRequired],
      [mail(own, { html: " ", text: "" }), 400, emailRelayCopy.emailBodyRequired],
      [mail(own, { html: "x".repeat(SEND_EMAIL_HTML_MAX + 1) }), 400, emailRelayCopy.emailTooLarge],
      [mail(own, { html: "x".repeat(70_000) }), 413, commonCopy.invalidInput],
      [{ subject: "No recipient", text: "Hi" }, 400, commonCopy.missingParameter("to")],
    ];
    for (const [body, status, message] of cases) {
      const res = await send(me, body);
      expect({ status: res.status, message: messageOf(res.json) }).toEqual({ status, message });
    }
  });

  it(`limits each caller to ${SEND_EMAIL_RATE.perMinute} messages a minute`, async () => {
    const me = await createUser();
    const other = await createUser();
    for (let i = 0; i < SEND_EMAIL_RATE.perMinute; i += 1) expect((await send(me, mail(me.account.email))).status).toBe(200);
    const limited = await send(me, mail(me.account.email));
    expect({ status: limited.status, message: messageOf(limited.json) }).toEqual({ status: 429, message: commonCopy.tooManyRequests });
    expect((await send(other, mail(other.account.email))).status).toBe(200); // per user, not global
  });

  it("answers with the user-facing error message when the mail server refuses, and logs it", async () => {
    const me = await createUser({ email: uniqueEmail("refused") });
    const lift = env.sink().reject((rcpt) => rcpt === me.account.email);
    const logged = jest.spyOn(console, "error").mockImplementation(() => {});
    try {
      const res = await send(me, mail(me.account.email));
      expect({ status: res.status, message: messageOf(res.json) }).toEqual({ status: 502, message: emailRelayCopy.emailSendFailed });
      expect(logged).toHaveBeenCalled();
    } finally {
      logged.mockRestore();
      lift();
    }
  });
});
