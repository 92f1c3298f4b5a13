import { act, render, screen } from "@testing-library/react";
import { toast as sonner } from "sonner";
import { AuthCallback } from "@/components/auth/AuthCallback";
import { Toaster } from "@/components/ui/Toaster";
import { GOOGLE_CALLBACK } from "@/lib/constants/auth";
import { authCopy } from "@/lib/copy/auth";

/**
 * /auth/callback's hosted branch (the appwrite backend's Google sign-in returns userId and secret), with
 * a FAKE Next router and a FAKE fetch answering the token exchange; the route itself is tested against
 * the Appwrite protocol fake in tests/api/appwrite/google.test.ts.
 */

const router = { replace: jest.fn(), refresh: jest.fn() };
jest.mock("next/navigation", () => ({ useRouter: () => router }));

const token = { state: "state-1", userId: "user-1", secret: "one-time-secret" };
let posted: { path: string; method: string | undefined; body: unknown }[];

function answerExchange(status: number, body: unknown) {
  posted = [];
  globalThis.fetch = jest.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    posted.push({ path: String(input), method: init?.method, body: JSON.parse(String(init?.body)) });
    return { ok: status === 200, status, statusText: String(status), json: async () => body } as Response;
  }) as typeof fetch;
}

/** Advances the fake clock, lets the awaited fetch settle, and the Toaster pick up a new toast (a zero-delay timer). */
async function advance(ms: number) {
  await act(async () => void jest.advanceTimersByTime(ms));
  await act(async () => void jest.advanceTimersByTime(0));
}

describe("AuthCallback with a hosted sign-in's token (faked router and fetch)", () => {
  beforeEach(() => {
    jest.useFakeTimers();
    router.replace.mockClear();
    window.history.replaceState(null, "", `/auth/callback?state=${token.state}&userId=${token.userId}&secret=${token.secret}`);
  });
  afterEach(() => {
    act(() => {
      sonner.dismiss();
      jest.runOnlyPendingTimers(); // also releases the 5 s repeat guard
    });
    jest.useRealTimers();
  });

  it("drops the secret from the address, posts the token after 500 ms, welcomes, and goes to /todo 1 s later", async () => {
    answerExchange(200, { data: { user: { id: "user-1", name: "Grace Hopper", email: "grace@example.com", emailVerification: true }, emailVerificationRequired: false } });
    render(
      <>
        <Toaster />
        <AuthCallback token={token} />
      </>,
    );
    expect(window.location.search).toBe("");
    await advance(GOOGLE_CALLBACK.waitMs - 1);
    expect(posted).toEqual([]);
    await advance(1);
    expect(posted).toEqual([{ path: "/api/auth/google/session", method: "POST", body: token }]);
    expect(screen.getByText(authCopy.welcome("Grace Hopper"))).toBeInTheDocument();
    await advance(GOOGLE_CALLBACK.redirectMs - 1);
    expect(router.replace).not.toHaveBeenCalled();
    await advance(1);
    expect(router.replace).toHaveBeenCalledWith("/todo");
  });

  it("goes to /login with 'Authentication failed after redirect' when the token is refused", async () => {
    answerExchange(401, { error: { code: "unauthorized", message: authCopy.googleFailed } });
    render(
      <>
        <Toaster />
        <AuthCallback token={token} />
      </>,
    );
    await advance(GOOGLE_CALLBACK.waitMs);
    expect(screen.getByText(authCopy.googleAfterRedirect)).toBeInTheDocument();
    expect(router.replace).toHaveBeenCalledWith("/login");
  });
});
