import * as members from "@/app/api/workspaces/[workspaceId]/members/route";
import * as leave from "@/app/api/workspaces/[workspaceId]/leave/route";
import { createWorkspace, listMembers } from "@/server/services/workspaces";
import { workspacesCopy } from "@/lib/copy/workspaces";
import { useTempDatabase } from "@/tests/support/db";
import { useApiEnvironment } from "@/tests/support/api-environment";
import { APP_URL } from "@/tests/support/requests";
import { createUser, uniqueEmail } from "@/tests/support/users";
import { messageOf, request } from "./support";

useTempDatabase();
const env = useApiEnvironment();

const HOSTILE_NAME = `<img src=x onerror="alert(1)"> & "Bobby"`;
const HOSTILE_WORKSPACE = `<b>Q&A</b>'s`;

async function ownerWithWorkspace() {
  const owner = await createUser({ name: HOSTILE_NAME });
  const workspace = await createWorkspace({ user: owner.account, input: { name: HOSTILE_WORKSPACE.slice(0, 20), icon: "🚀" } });
  return { owner, workspace };
}

describe("the invitation e-mail", () => {
  it("reaches a registered member with the owner, the workspace and a link to the board, every value escaped", async () => {
    const { owner, workspace } = await ownerWithWorkspace();
    const invitee = await createUser({ name: "Ivy" });
    const res = await request(members.POST, { method: "POST", as: owner, params: { workspaceId: workspace.id }, body: { email: invitee.account.email.toUpperCase() } });
    expect(res.status).toBe(200);
    expect(res.json).toEqual({ data: { ownerEmail: owner.account.email, members: [invitee.account.email], invitationSent: true } });

    const mail = await env.sink().waitFor((m) => m.to.includes(invitee.account.email));
    expect(mail.headers["reply-to"]).toContain(owner.account.email);
    expect(mail.text).toContain(HOSTILE_NAME);
    expect(mail.text).toContain(owner.account.email);
    expect(mail.text).toContain(workspace.name);
    expect(mail.text).toContain("🚀");
    expect(mail.text).toContain(`${APP_URL}/todo`);
    expect(mail.html).not.toContain("<img src=x");
    expect(mail.html).not.toContain("<b>Q&A</b>");
    expect(mail.html).toContain("&lt;img src=x onerror=&quot;alert(1)&quot;&gt; &amp; &quot;Bobby&quot;");
    expect(mail.html).toContain("&lt;b&gt;Q&amp;A&lt;/b&gt;&#39;s");
  });

  it("sends someone without an account to /register with their address filled in", async () => {
    const { owner, workspace } = await ownerWithWorkspace();
    const newcomer = uniqueEmail("new+comer");
    await request(members.POST, { method: "POST", as: owner, params: { workspaceId: workspace.id }, body: { email: newcomer } });
    const mail = await env.sink().waitFor((m) => m.to.includes(newcomer));
    expect(mail.text).toContain(`${APP_URL}/register?email=${encodeURIComponent(newcomer)}`);
  });

  it("adds the member even when the invitation cannot be delivered, and logs the failure", async () => {
    const { owner, workspace } = await ownerWithWorkspace();
    const unreachable = uniqueEmail("bounce");
    const lift = env.sink().reject((rcpt) => rcpt === unreachable);
    const logged = jest.spyOn(console, "error").mockImplementation(() => {});
    try {
      const res = await request(members.POST, { method: "POST", as: owner, params: { workspaceId: workspace.id }, body: { email: unreachable } });
      expect(res.json).toEqual({ data: { ownerEmail: owner.account.email, members: [unreachable], invitationSent: false } });
      expect(logged).toHaveBeenCalledWith(expect.stringContaining("invitation e-mail"), expect.anything());
    } finally {
      logged.mockRestore();
      lift();
    }
    expect((await listMembers({ user: owner.account, workspaceId: workspace.id })).members).toEqual([unreachable]);
  });
});

describe("the member-left e-mail", () => {
  it("tells the owner who left which workspace, escaped, when a member leaves", async () => {
    const { owner, workspace } = await ownerWithWorkspace();
    const member = await createUser({ name: `Mallory <script>x()</script>` });
    await request(members.POST, { method: "POST", as: owner, params: { workspaceId: workspace.id }, body: { email: member.account.email } });
    env.sink().clear();

    const res = await request(leave.POST, { method: "POST", as: member, params: { workspaceId: workspace.id } });
    expect(res.json).toEqual({ data: { ownerNotified: true } });
    const mail = await env.sink().waitFor((m) => m.to.includes(owner.account.email));
    expect(mail.headers["reply-to"]).toContain(member.account.email);
    expect(mail.text).toContain(member.account.email);
    expect(mail.text).toContain("Mallory <script>x()</script>");
    expect(mail.html).not.toContain("<script>");
    expect(mail.html).toContain("Mallory &lt;script&gt;x()&lt;/script&gt;");
    expect(mail.html).toContain("&lt;b&gt;Q&amp;A&lt;/b&gt;&#39;s");
    expect(env.sink().messages).toHaveLength(1);
  });

  it("is not sent when the leave is refused", async () => {
    const { owner, workspace } = await ownerWithWorkspace();
    const res = await request(leave.POST, { method: "POST", as: owner, params: { workspaceId: workspace.id } });
    expect(messageOf(res.json)).toBe(workspacesCopy.ownerCannotLeave);
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(env.sink().messages).toEqual([]);
  });
});
