import { htmlToText } from "@/server/mail/html-to-text";

describe("htmlToText", () => {
  it("drops tags, scripts and styles, breaks lines at block ends and decodes the escaper's entities", () => {
    const html = `<h1>Due</h1><p>Call <b>mom</b> &amp; dad</p><script>alert(1)</script><style>p{}</style><ul><li>a &lt; b</li><li>&quot;c&#39;&nbsp;d&quot;</li></ul>x<br/>y<BR>z`;
    expect(htmlToText(html)).toBe(`Due\nCall mom & dad\na < b\n"c' d"\nx\ny\nz`);
  });

  it("keeps a '<' that no '>' follows, as the tag pattern did", () => {
    expect(htmlToText("1 < 2 and 3 > 2, but 4 < 5")).toBe("1  2, but 4 < 5");
  });

  it("collapses runs of blank lines to one", () => {
    expect(htmlToText("a</p></p></p></p>b")).toBe("a\n\nb");
  });

  // The old pattern /<[^>]*>/g rescanned to the end from every "<": 50,000 of them took seconds.
  it("handles 50,000 '<' in one pass: kept as text without a '>', one tag with one", () => {
    const many = "<".repeat(50_000);
    expect(htmlToText(many)).toBe(many);
    expect(htmlToText(`${many}>after`)).toBe("after");
    expect(htmlToText("<script>".repeat(20_000))).toBe("");
  });
});
