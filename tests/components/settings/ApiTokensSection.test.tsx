import { render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { ApiTokensSection } from "@/components/settings/ApiTokensSection";
import { tokensCopy } from "@/lib/copy/tokens";
import type { ApiTokenView } from "@/lib/schemas/tokens";
import { installFakeApi, on } from "@/tests/components/workspace/support";

/**
 * Settings → API tokens' list with a FAKE fetch standing in for /api/tokens: a table whose rows a phone
 * shows stacked (the layout itself is measured in tests/e2e/account.spec.ts), so each cell carries its
 * column's name for the eye on a phone, hidden from assistive technology, which reads the table's header.
 */

const token = (id: string, overrides: Partial<ApiTokenView> = {}): ApiTokenView => ({
  id,
  name: id,
  scope: "read",
  createdAt: "2030-01-15T10:00:00.000Z",
  expiresAt: null,
  lastUsedAt: null,
  timeZone: null,
  ...overrides,
});

it("lists the tokens as a table, each cell with its column's name for a phone (hidden from assistive technology), and revokes one", async () => {
  const calls = installFakeApi(
    on("GET", "/api/tokens", { status: 200, body: { data: [token("deploy script", { scope: "read_write" }), token("reporting")] } }),
    on("DELETE", "/api/tokens/reporting", { status: 204 }),
  );
  render(<ApiTokensSection />);
  const table = await screen.findByRole("table");
  expect(within(table).getAllByRole("columnheader").map((th) => th.textContent)).toEqual([
    tokensCopy.tokenName,
    tokensCopy.tokenScope,
    tokensCopy.tokenCreated,
    tokensCopy.tokenLastUsed,
    tokensCopy.tokenExpires,
    tokensCopy.revoke,
  ]);
  const [, first] = within(table).getAllByRole("row");
  const cells = within(first).getAllByRole("cell");
  expect(cells[0]).toHaveTextContent("deploy script");
  expect(cells[1]).toHaveTextContent(`${tokensCopy.tokenScope}${tokensCopy.scopeReadWrite}`);
  expect(within(cells[1]).getByText(tokensCopy.tokenScope)).toHaveAttribute("aria-hidden", "true");
  expect(cells[3]).toHaveTextContent(`${tokensCopy.tokenLastUsed}${tokensCopy.never}`);

  await userEvent.click(screen.getByRole("button", { name: `${tokensCopy.revoke} reporting` }));
  expect(calls.at(-1)).toEqual({ method: "DELETE", path: "/api/tokens/reporting", body: undefined });
  await waitFor(() => expect(screen.getAllByRole("row")).toHaveLength(2));
  expect(screen.queryByText("reporting")).toBeNull();
});
