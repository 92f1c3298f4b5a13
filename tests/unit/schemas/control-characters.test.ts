import { registerSchema } from "@/lib/schemas/auth";
import { createWorkspaceSchema, updateWorkspaceSchema } from "@/lib/schemas/workspace";
import { authCopy } from "@/lib/copy/auth";
import { workspacesCopy } from "@/lib/copy/workspaces";

/**
 * Names end up in e-mail bodies and subjects: a CR/LF in a display name once became a fake "Bcc:" line
 * of an invitation, and a right-to-left override shows what follows it reversed. Display names,
 * workspace names and icons refuse control characters (bidirectional controls included), each with its
 * field's message.
 */

const CONTROL = ["\r\n", "\n", "\r", "\u0000", "\u0007", "\u001b", "\u007f", "\u0085", "\u2028", "\u2029", "\u202A", "\u202E", "\u2066", "\u2069"];
const firstMessage = (result: { success: boolean; error?: { issues: { message: string }[] } }) => result.error?.issues[0]?.message;

describe("control characters in names", () => {
  const user = (name: string) => ({ name, email: "ada@example.com", password: "secret1", confirmPassword: "secret1" });

  it.each(CONTROL.map((c) => [JSON.stringify(c), c]))("a display name with %s is refused with the name's message", (_shown, c) => {
    expect(firstMessage(registerSchema.safeParse(user(`Ada${c}Bcc: victim@example.org`)))).toBe(authCopy.nameControlCharacters);
  });

  it.each(CONTROL.map((c) => [JSON.stringify(c), c]))("a workspace name with %s is refused, on create and on rename", (_shown, c) => {
    expect(firstMessage(createWorkspaceSchema.safeParse({ name: `Team${c}x` }))).toBe(workspacesCopy.nameControlCharacters);
    expect(firstMessage(updateWorkspaceSchema.safeParse({ name: `Team${c}x` }))).toBe(workspacesCopy.nameControlCharacters);
  });

  // Control characters that are not white space (white space at the ends is trimmed; inside, a third character is too long).
  it.each(["\u0000", "\u0007", "\u001b", "\u007f"].map((c) => [JSON.stringify(c), c]))("an icon with %s is refused as an invalid icon", (_shown, c) => {
    expect(firstMessage(createWorkspaceSchema.safeParse({ name: "Team", icon: `x${c}` }))).toBe(workspacesCopy.iconInvalid);
    expect(firstMessage(updateWorkspaceSchema.safeParse({ icon: `${c}🚀` }))).toBe(workspacesCopy.iconInvalid);
  });

  it("keeps accepting ordinary names, emoji, accents and inner spaces (and trims the ends)", () => {
    expect(registerSchema.safeParse(user("  Zoë O'Brien-Łukasz  ")).data?.name).toBe("Zoë O'Brien-Łukasz");
    expect(createWorkspaceSchema.safeParse({ name: "Équipe 🚀 2", icon: "👩‍💻" }).success).toBe(true);
    expect(createWorkspaceSchema.safeParse({ name: "Team\t" }).data?.name).toBe("Team");
  });
});
