import { escapeHref, escapeHtml, safeHttpUrl } from "@/server/mail/escape";

describe("escapeHtml", () => {
  it("escapes the five HTML-significant characters", () => {
    expect(escapeHtml(`<img src=x onerror="alert('1')"> & co`)).toBe("&lt;img src=x onerror=&quot;alert(&#39;1&#39;)&quot;&gt; &amp; co");
  });

  it("escapes an existing entity again instead of trusting it", () => {
    expect(escapeHtml("&lt;b&gt;")).toBe("&amp;lt;b&amp;gt;");
  });

  it("leaves emoji and other text alone", () => {
    expect(escapeHtml("📋 Ünïcode 42")).toBe("📋 Ünïcode 42");
    expect(escapeHtml(42)).toBe("42");
  });
});

describe("safeHttpUrl / escapeHref", () => {
  it("accepts absolute http and https links", () => {
    expect(safeHttpUrl("http://localhost:3000/todo")).toBe("http://localhost:3000/todo");
    expect(safeHttpUrl("https://duely.app/verify-email?userId=a&secret=b")).toBe("https://duely.app/verify-email?userId=a&secret=b");
  });

  it.each(["javascript:alert(1)", "JaVaScRiPt:alert(1)", "data:text/html,<script>alert(1)</script>", "mailto:a@b.c", "/todo", "not a url", ""])(
    "refuses %j",
    (value) => {
      expect(() => safeHttpUrl(value)).toThrow(TypeError);
    },
  );

  it("escapes the ampersands and quotes of a link for an attribute", () => {
    expect(escapeHref(`https://duely.app/a?x=1&y="2"`)).toBe("https://duely.app/a?x=1&amp;y=%222%22");
    expect(escapeHref("https://duely.app/it's")).toBe("https://duely.app/it&#39;s");
  });
});
