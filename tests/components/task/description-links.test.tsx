import { render, screen, within } from "@testing-library/react";
import { DescriptionText } from "@/components/task/TaskExtras";

/**
 * What a reader sees of a description's links: the real host (user info dropped, punycode for a
 * look-alike), no bidirectional controls in the text, and each link laid out left to right on its own.
 */

describe("description links", () => {
  it("name and open the real destination, isolated from the text around them", () => {
    const text = "Pay at https://bank.example@evil.example/pay or https://\u0430pple.com/id. Invoice https://example.com/\u202Efdp.exe\nשלום https://example.com/a";
    render(<DescriptionText text={text} />);
    const description = screen.getByTestId("task-description");
    const links = within(description).getAllByRole("link");
    expect(links.map((a) => [a.textContent, a.getAttribute("href"), a.getAttribute("dir"), a.getAttribute("rel")])).toEqual([
      ["https://evil.example/pay", "https://evil.example/pay", "ltr", "noopener noreferrer nofollow"],
      ["https://xn--pple-43d.com/id", "https://xn--pple-43d.com/id", "ltr", "noopener noreferrer nofollow"],
      ["https://example.com/fdp.exe", "https://example.com/%E2%80%AEfdp.exe", "ltr", "noopener noreferrer nofollow"],
      ["https://example.com/a", "https://example.com/a", "ltr", "noopener noreferrer nofollow"],
    ]);
    expect(description.textContent).not.toContain("bank.example");
    expect(description.textContent).not.toMatch(/[\u202A-\u202E\u2066-\u2069]/);
    expect(description.textContent).toContain("\nשלום ");
  });
});
