import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { UserMenu } from "@/components/auth/UserMenu";
import { authCopy } from "@/lib/copy/auth";

/**
 * The user menu's 'Report Bug/Feature' item follows the configured support page or address
 * (SUPPORT_URL, SUPPORT_EMAIL) and is left out without either; the button is named by the name it
 * shows. A FAKE Next router stands in for the sign-out's navigation.
 */

jest.mock("next/navigation", () => ({ useRouter: () => ({ replace: jest.fn(), refresh: jest.fn() }) }));

const user = { name: "Ada Lovelace", email: "ada@example.com" };

async function openMenu(support?: { url?: string; email?: string }) {
  render(<UserMenu user={user} support={support} />);
  await userEvent.setup().click(screen.getByRole("button", { name: /Ada Lovelace/ }));
  return screen.getByRole("menu");
}

describe("UserMenu", () => {
  it("has no 'Report Bug/Feature' when neither a support page nor an address is set", async () => {
    const menu = await openMenu();
    expect(menu).toHaveTextContent(authCopy.logOut);
    expect(screen.queryByRole("menuitem", { name: authCopy.reportBug })).toBeNull();
  });

  it("opens a mail draft to SUPPORT_EMAIL with the subject and body", async () => {
    await openMenu({ email: "help@duely.example" });
    const item = screen.getByRole("menuitem", { name: authCopy.reportBug });
    const href = item.getAttribute("href") ?? "";
    expect(href.startsWith("mailto:help@duely.example?")).toBe(true);
    const query = new URLSearchParams(href.split("?")[1]);
    expect(query.get("subject")).toBe(authCopy.feedbackSubject);
    expect(query.get("body")).toBe(authCopy.feedbackBody);
    expect(href).not.toContain("+");
    expect(item).not.toHaveAttribute("target");
  });

  it("opens SUPPORT_URL in a new tab when it is set, even beside an address", async () => {
    await openMenu({ url: "https://github.com/acme/duely/issues", email: "help@duely.example" });
    const item = screen.getByRole("menuitem", { name: authCopy.reportBug });
    expect(item).toHaveAttribute("href", "https://github.com/acme/duely/issues");
    expect(item).toHaveAttribute("target", "_blank");
    expect(item).toHaveAttribute("rel", "noopener noreferrer");
  });

  it("is named by the name it shows, then 'User menu' (the label is in the name)", () => {
    render(<UserMenu user={user} />);
    const button = screen.getByRole("button", { name: `Ada Lovelace ${authCopy.userMenu}` });
    expect(button).not.toHaveAttribute("aria-label");
  });
});
