import { pickActiveWorkspace, withoutWorkspace } from "@/lib/active-workspace";
import { ACTIVE_WORKSPACE_COOKIE, preferenceCookie } from "@/lib/cookies";
import { characterCount, createWorkspaceSchema } from "@/lib/schemas/workspace";
import type { WorkspaceView } from "@/lib/schemas/workspace";

/** Pure helpers shared by the server render and the browser (no database). */

const ws = (id: string, extra: Partial<WorkspaceView> = {}): WorkspaceView => ({
  id,
  name: id,
  icon: "📋",
  color: "indigo",
  userId: "u1",
  ownerEmail: "o@example.com",
  isDefault: false,
  members: [],
  role: "owner",
  ...extra,
});

describe("pickActiveWorkspace", () => {
  const owned = [ws("first"), ws("dflt", { isDefault: true }), ws("third")];
  const shared = [ws("theirs", { role: "member", userId: "u2" })];

  it("keeps the requested workspace while it is accessible, owned or shared", () => {
    expect(pickActiveWorkspace({ owned, shared, requestedId: "third" })?.id).toBe("third");
    expect(pickActiveWorkspace({ owned, shared, requestedId: "theirs" })?.id).toBe("theirs");
  });

  it("falls back to the default, else the first owned, else the first shared", () => {
    expect(pickActiveWorkspace({ owned, shared, requestedId: "vanished" })?.id).toBe("dflt");
    expect(pickActiveWorkspace({ owned, shared })?.id).toBe("dflt");
    expect(pickActiveWorkspace({ owned: [ws("a"), ws("b")], shared, requestedId: null })?.id).toBe("a");
    expect(pickActiveWorkspace({ owned: [], shared, requestedId: "vanished" })?.id).toBe("theirs");
    expect(pickActiveWorkspace({ owned: [], shared: [] })).toBeNull();
  });

  it("after leaving the active shared workspace, prefers the default", () => {
    const after = withoutWorkspace({ owned, shared }, "theirs");
    expect(pickActiveWorkspace({ ...after, requestedId: "theirs" })?.id).toBe("dflt");
  });
});

describe("the active-workspace cookie", () => {
  it("is a year-long, site-wide preference cookie carrying the id encoded", () => {
    expect(preferenceCookie(ACTIVE_WORKSPACE_COOKIE, "abc123")).toBe("duely_ws=abc123; Path=/; Max-Age=31536000; SameSite=Lax");
    expect(preferenceCookie(ACTIVE_WORKSPACE_COOKIE, "a b;c")).toBe("duely_ws=a%20b%3Bc; Path=/; Max-Age=31536000; SameSite=Lax");
  });
});

describe("workspace name and icon length", () => {
  it("counts graphemes: an emoji with modifiers or joiners is one character", () => {
    expect(characterCount("🏋️")).toBe(1);
    expect(characterCount("👨‍👩‍👧‍👦")).toBe(1);
    expect(characterCount("🇫🇷ab")).toBe(3);
  });

  it("refuses a name whose few characters hide a long run of combining marks", () => {
    const zalgo = `a${"\u0301".repeat(100)}`;
    expect(characterCount(zalgo)).toBe(1);
    expect(createWorkspaceSchema.safeParse({ name: zalgo }).success).toBe(false);
    expect(createWorkspaceSchema.safeParse({ name: "Team", icon: "🧪" }).success).toBe(true);
  });
});
