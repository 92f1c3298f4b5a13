import { act, fireEvent, render, screen } from "@testing-library/react";
import { toast as sonner } from "sonner";
import { RegisterForm } from "@/components/auth/RegisterForm";
import { Toaster } from "@/components/ui/Toaster";
import { authCopy } from "@/lib/copy/auth";

/**
 * Registration when the verification e-mail could not be sent (an Appwrite without SMTP answers 503 to
 * it after the account exists), with a FAKE Next router and a FAKE fetch answering POST /api/auth/register;
 * the route is tested against the Appwrite protocol fake in tests/api/appwrite/accounts.test.ts.
 */

const router = { replace: jest.fn(), refresh: jest.fn() };
jest.mock("next/navigation", () => ({ useRouter: () => router }));

function answerRegister(verificationEmailSent: boolean) {
  globalThis.fetch = jest.fn(async () => {
    const data = { user: { id: "u1", name: "Ada", email: "ada@example.com", emailVerification: false }, emailVerificationRequired: true, verificationEmailSent };
    return { ok: true, status: 201, statusText: "Created", json: async () => ({ data }) } as Response;
  }) as typeof fetch;
}

async function register() {
  render(
    <>
      <RegisterForm googleEnabled={false} />
      <Toaster />
    </>,
  );
  fireEvent.change(screen.getByLabelText(authCopy.fullName), { target: { value: "Ada" } });
  fireEvent.change(screen.getByLabelText(authCopy.email), { target: { value: "ada@example.com" } });
  fireEvent.change(screen.getByLabelText(authCopy.password), { target: { value: "correct horse" } });
  fireEvent.change(screen.getByLabelText(authCopy.confirmPassword), { target: { value: "correct horse" } });
  await act(async () => void fireEvent.click(screen.getByRole("button", { name: authCopy.createAccount })));
}

describe("RegisterForm (faked router and fetch)", () => {
  afterEach(() => act(() => void sonner.dismiss()));

  it("says the verification e-mail could not be sent, and still shows the account as registered", async () => {
    answerRegister(false);
    await register();
    expect(await screen.findByText(authCopy.verificationSendFailed)).toBeInTheDocument();
    expect(screen.getByText(authCopy.registrationSuccessful)).toBeInTheDocument();
  });

  it("says nothing of the kind when it was sent", async () => {
    answerRegister(true);
    await register();
    expect(await screen.findByText(authCopy.registrationSuccessful)).toBeInTheDocument();
    expect(screen.queryByText(authCopy.verificationSendFailed)).toBeNull();
  });
});

describe("RegisterForm when the request never reaches the server (faked fetch that rejects)", () => {
  afterEach(() => act(() => void sonner.dismiss()));

  it("shows the network error text", async () => {
    globalThis.fetch = jest.fn(async () => {
      throw new TypeError("Failed to fetch");
    }) as typeof fetch;
    await register();
    expect(await screen.findByText("Network error. Please check your connection.")).toBeInTheDocument();
  });
});
