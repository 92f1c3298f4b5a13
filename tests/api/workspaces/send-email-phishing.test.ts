import { POST as sendEmail } from "@/app/api/send-email/route";
import { addMember, createWorkspace } from "@/server/services/workspaces";
import { emailRelayCopy } from "@/lib/copy/email-relay";
import { useTempDatabase } from "@/tests/support/db";
import { useApiEnvironment } from "@/tests/support/api-environment";
import { createUser, uniqueEmail, type TestUser } from "@/tests/support/users";
import { messageOf, request } from "./support";

/**
 * POST /api/send-email cannot be used for phishing: an owner may list any address as a member without
 * its owner's consent, so only verified accounts receive; what arrives is the caller's text inside the
 * app's layout, with the sender line first, whatever HTML the caller sends.
 */

useTempDatabase();
const env = useApiEnvironment();

const send = (as: TestUser, body: unknown) => request(sendEmail, { method: "POST", as, body });

async function ownerWith(memberEmail: string) {
  const owner = await createUser({ name: "Olivia" });
  const ws = await createWorkspace({ user: owner.account, input: { name: "Team" } });
  await addMember({ user: owner.account, workspaceId: ws.id, email: memberEmail });
  env.sink().clear();
  return owner;
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 200));

describe("POST /api/send-email against phishing", () => {
  it("refuses a member address that has no account, and sends nothing", async () => {
    const victim = uniqueEmail("victim");
    const owner = await ownerWith(victim);
    const res = await send(owner, { to: victim, subject: "Your bank", text: "Log in here" });
    expect({ status: res.status, message: messageOf(res.json) }).toEqual({ status: 403, message: emailRelayCopy.recipientNotAllowed });
    await settle();
    expect(env.sink().messages).toEqual([]);
  });

  it("refuses a member whose account is not verified", async () => {
    const unverified = await createUser({ verified: false });
    const owner = await ownerWith(unverified.account.email);
    const res = await send(owner, { to: unverified.account.email, subject: "Hi", text: "Hello" });
    expect({ status: res.status, message: messageOf(res.json) }).toEqual({ status: 403, message: emailRelayCopy.recipientNotAllowed });
    await settle();
    expect(env.sink().messages).toEqual([]);
  });

  it("sends HTML as text inside the app's layout: no caller link or markup, and '<!--' cannot hide the sender line", async () => {
    const member = await createUser({ name: "Mel" });
    const owner = await ownerWith(member.account.email);
    const html = `<p>Your account is locked. <a href="https://evil.example/login">Unlock it</a></p><img src="https://evil.example/pixel"><!--`;
    const res = await send(owner, { to: member.account.email, subject: "Security alert", html });
    expect(res.status).toBe(200);

    const received = await env.sink().waitFor((m) => m.to.includes(member.account.email.toLowerCase()));
    const senderLine = `Sent by Olivia &lt;${owner.account.email}&gt; through Duely.`;
    expect(received.html).toContain(senderLine);
    expect(received.html).not.toContain("evil.example");
    expect(received.html).not.toContain("<!--");
    expect(received.html).toContain("Your account is locked. Unlock it");
    expect(received.html.indexOf(senderLine)).toBeLessThan(received.html.indexOf("Your account is locked."));
    expect(received.text).toContain(`Sent by Olivia <${owner.account.email}> through Duely.`);
    expect(received.text).toContain("Your account is locked. Unlock it");
  });

  it("escapes a text body, which cannot close the layout's block either", async () => {
    const member = await createUser({ name: "Mel" });
    const owner = await ownerWith(member.account.email);
    const res = await send(owner, { to: member.account.email, subject: "Hi", text: "</div><a href=\"https://evil.example\">x</a><!--" });
    expect(res.status).toBe(200);
    const received = await env.sink().waitFor((m) => m.to.includes(member.account.email.toLowerCase()));
    expect(received.html).toContain("&lt;/div&gt;&lt;a href=&quot;https://evil.example&quot;&gt;x&lt;/a&gt;&lt;!--");
    expect(received.html).not.toContain('<a href="https://evil.example"');
    expect(received.html).toContain("This e-mail was sent by Duely.");
  });
});
