import { descriptionParts } from "@/lib/tasks/description";

/**
 * Links in a description show where they really go: the host as the browser reaches it (punycode for
 * a non-ASCII one), no user name or password before an "@", no bidirectional controls.
 */

const links = (text: string) => descriptionParts(text).filter((p) => p.kind === "link");

describe("description links show their real destination", () => {
  it("drop the user info: 'https://bank.example@evil.example' shows and opens evil.example", () => {
    expect(links("Log in at https://bank.example@evil.example/login now")).toEqual([{ kind: "link", text: "https://evil.example/login", href: "https://evil.example/login" }]);
    expect(links("https://user:secret@evil.example:8080/x")).toEqual([{ kind: "link", text: "https://evil.example:8080/x", href: "https://evil.example:8080/x" }]);
    expect(links("www.bank.example@evil.example/x")).toEqual([{ kind: "link", text: "evil.example/x", href: "https://evil.example/x" }]);
  });

  it("show a non-ASCII host in punycode, so a look-alike letter cannot pass for the real one", () => {
    // The first letter is Cyrillic.
    expect(links("https://\u0430pple.com/id")).toEqual([{ kind: "link", text: "https://xn--pple-43d.com/id", href: "https://xn--pple-43d.com/id" }]);
    expect(links("https://müller.example")).toEqual([{ kind: "link", text: "https://xn--mller-kva.example", href: "https://xn--mller-kva.example/" }]);
  });

  it("strip bidirectional controls from the text (the address keeps them percent-encoded)", () => {
    const parts = descriptionParts("Invoice: https://example.com/\u202Efdp.exe and https://example.com/\u2066x\u2069");
    expect(parts.filter((p) => p.kind === "link")).toEqual([
      { kind: "link", text: "https://example.com/fdp.exe", href: "https://example.com/%E2%80%AEfdp.exe" },
      { kind: "link", text: "https://example.com/x", href: "https://example.com/%E2%81%A6x%E2%81%A9" },
    ]);
    for (const part of parts) if (part.kind === "link") expect(part.text).not.toMatch(/[\u202A-\u202E\u2066-\u2069]/);
  });

  it("keep the spelling of the path and query, and leave anything that is no valid address as text", () => {
    expect(links("https://example.com/Some/Path?q=A#Top")).toEqual([{ kind: "link", text: "https://example.com/Some/Path?q=A#Top", href: "https://example.com/Some/Path?q=A#Top" }]);
    expect(descriptionParts("https://exa\u202Emple.com is not a host")).toEqual([{ kind: "text", text: "https://exa\u202Emple.com is not a host" }]);
    expect(descriptionParts("see https:// and javascript:alert(1)")).toEqual([{ kind: "text", text: "see https:// and javascript:alert(1)" }]);
  });
});
