import { act, render, screen } from "@testing-library/react";
import { VerifyEmail } from "@/components/auth/VerifyEmail";
import { VERIFY_REDIRECT_MS } from "@/lib/constants/auth";
import { authCopy } from "@/lib/copy/auth";

/**
 * /verify-email after the link was confirmed, with a FAKE Next router and a FAKE fetch answering the
 * confirmation (the route itself is tested in tests/api/auth/verification.test.ts and squatter.test.ts).
 * A browser signed in to the account goes on to /todo; one that was not had the account's password
 * dropped, so it stays and points at the recovery e-mail.
 */

const router = { replace: jest.fn(), refresh: jest.fn() };
jest.mock("next/navigation", () => ({ useRouter: () => router }));

function answer(passwordReset: boolean) {
  globalThis.fetch = jest.fn(async () => ({
    ok: true,
    status: 200,
    statusText: "OK",
    json: async () => ({ data: { user: { id: "u1", name: "Carol", email: "carol@example.com", emailVerification: true }, passwordReset } }),
  })) as unknown as typeof fetch;
}

async function settle(ms = 0) {
  await act(async () => void jest.advanceTimersByTime(ms));
}

describe("VerifyEmail after a confirmed link (faked router and fetch)", () => {
  beforeEach(() => {
    jest.useFakeTimers();
    router.replace.mockClear();
  });
  afterEach(() => jest.useRealTimers());

  it("goes on to /todo when the browser was signed in to the account", async () => {
    answer(false);
    render(<VerifyEmail userId="u1" secret="s1" />);
    await settle();
    expect(screen.getByText(authCopy.redirecting)).toBeInTheDocument();
    await settle(VERIFY_REDIRECT_MS);
    expect(router.replace).toHaveBeenCalledWith("/todo");
  });

  it("stays and asks for a new password through the e-mailed link when the account's password was dropped", async () => {
    answer(true);
    render(<VerifyEmail userId="u1" secret="s1" />);
    await settle();
    expect(screen.getByText(authCopy.verifiedSetPassword)).toBeInTheDocument();
    await settle(VERIFY_REDIRECT_MS * 2);
    expect(router.replace).not.toHaveBeenCalled();
  });
});
