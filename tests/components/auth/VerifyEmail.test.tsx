import { act, fireEvent, render, screen } from "@testing-library/react";
import { VerifyEmail } from "@/components/auth/VerifyEmail";
import { VERIFY_REDIRECT_MS } from "@/lib/constants/auth";
import { authCopy } from "@/lib/copy/auth";

/**
 * /verify-email with a FAKE Next router and a FAKE fetch answering the confirmation (the route itself
 * is tested in tests/api/auth/verification*.test.ts and squatter.test.ts). A browser signed in to the
 * account goes on to /todo; any other is asked for the account's password, or chooses a new one.
 */

const router = { replace: jest.fn(), refresh: jest.fn() };
jest.mock("next/navigation", () => ({ useRouter: () => router }));

const user = { id: "u1", name: "Carol", email: "carol@example.com", emailVerification: true };
type Answer = { status: number; body: unknown };
const verified: Answer = { status: 200, body: { data: { user, signedIn: true } } };
const passwordRequired: Answer = { status: 401, body: { error: { code: "password_required", message: authCopy.verifyPasswordRequired } } };

/** Answers the confirmations in turn and keeps the bodies sent. */
function answers(...queue: Answer[]) {
  const sent: Record<string, unknown>[] = [];
  globalThis.fetch = jest.fn(async (_path: string, init: RequestInit) => {
    sent.push(JSON.parse(String(init.body)) as Record<string, unknown>);
    const { status, body } = queue.shift() ?? verified;
    return { ok: status < 300, status, statusText: "", json: async () => body };
  }) as unknown as typeof fetch;
  return sent;
}

async function settle(ms = 0) {
  await act(async () => void jest.advanceTimersByTime(ms));
}

describe("VerifyEmail (faked router and fetch)", () => {
  beforeEach(() => {
    jest.useFakeTimers();
    router.replace.mockClear();
  });
  afterEach(() => jest.useRealTimers());

  it("goes on to /todo when the browser was signed in to the account", async () => {
    const sent = answers(verified);
    render(<VerifyEmail userId="u1" secret="s1" />);
    await settle();
    expect(sent).toEqual([{ userId: "u1", secret: "s1" }]);
    expect(screen.getByText(authCopy.redirecting)).toBeInTheDocument();
    await settle(VERIFY_REDIRECT_MS);
    expect(router.replace).toHaveBeenCalledWith("/todo");
  });

  it("asks for the password on another device, shows a wrong one's message, then verifies with the right one", async () => {
    const sent = answers(passwordRequired, { status: 401, body: { error: { code: "unauthorized", message: authCopy.incorrectPassword } } }, verified);
    render(<VerifyEmail userId="u1" secret="s1" />);
    await settle();
    expect(screen.getByText(authCopy.verifyPasswordRequired)).toBeInTheDocument();
    expect(router.replace).not.toHaveBeenCalled();

    fireEvent.change(screen.getByLabelText(authCopy.password), { target: { value: "wrong-one" } });
    fireEvent.click(screen.getByRole("button", { name: authCopy.finishVerifying }));
    await settle();
    expect(screen.getByRole("alert")).toHaveTextContent(authCopy.incorrectPassword);

    fireEvent.change(screen.getByLabelText(authCopy.password), { target: { value: "right-one" } });
    fireEvent.click(screen.getByRole("button", { name: authCopy.finishVerifying }));
    await settle();
    expect(sent.slice(1)).toEqual([
      { userId: "u1", secret: "s1", password: "wrong-one" },
      { userId: "u1", secret: "s1", password: "right-one" },
    ]);
    expect(screen.getByText(authCopy.emailVerified)).toBeInTheDocument();
    await settle(VERIFY_REDIRECT_MS);
    expect(router.replace).toHaveBeenCalledWith("/todo");
  });

  it("'I didn't create this account' sends a new password, checked as on reset first", async () => {
    const sent = answers(passwordRequired, verified);
    render(<VerifyEmail userId="u1" secret="s1" />);
    await settle();
    fireEvent.click(screen.getByRole("button", { name: authCopy.notMyAccount }));
    expect(screen.getByText(authCopy.notMyAccountIntro)).toBeInTheDocument();

    fireEvent.change(screen.getByLabelText(authCopy.newPassword), { target: { value: "short" } });
    fireEvent.change(screen.getByLabelText(authCopy.confirmNewPassword), { target: { value: "short" } });
    fireEvent.click(screen.getByRole("button", { name: authCopy.setPasswordAndVerify }));
    expect(screen.getByRole("alert")).toHaveTextContent(authCopy.passwordMinReset);
    expect(sent).toHaveLength(1);

    fireEvent.change(screen.getByLabelText(authCopy.newPassword), { target: { value: "mailbox-owner-1" } });
    fireEvent.change(screen.getByLabelText(authCopy.confirmNewPassword), { target: { value: "mailbox-owner-1" } });
    fireEvent.click(screen.getByRole("button", { name: authCopy.setPasswordAndVerify }));
    await settle();
    expect(sent[1]).toEqual({ userId: "u1", secret: "s1", newPassword: "mailbox-owner-1", confirmPassword: "mailbox-owner-1" });
    await settle(VERIFY_REDIRECT_MS);
    expect(router.replace).toHaveBeenCalledWith("/todo");
  });

  it("shows the error panel when the link fails meanwhile (used or expired)", async () => {
    answers(passwordRequired, { status: 400, body: { error: { code: "bad_request", message: authCopy.verifyFailed } } });
    render(<VerifyEmail userId="u1" secret="s1" />);
    await settle();
    fireEvent.change(screen.getByLabelText(authCopy.password), { target: { value: "right-one" } });
    fireEvent.click(screen.getByRole("button", { name: authCopy.finishVerifying }));
    await settle();
    expect(screen.getByRole("alert")).toHaveTextContent(authCopy.verifyFailed);
    expect(screen.getByRole("button", { name: authCopy.sendNewVerification })).toBeInTheDocument();
  });
});
