import { act, fireEvent, render, screen } from "@testing-library/react";
import { toast as sonner } from "sonner";
import { LoginForm } from "@/components/auth/LoginForm";
import { authCopy } from "@/lib/copy/auth";
import { commonCopy } from "@/lib/copy/common";

/**
 * What /login shows for each failed sign-in, with a FAKE Next router and a FAKE fetch answering
 * POST /api/auth/login (the route's own answers are tested in tests/api/auth/register-login.test.ts).
 * Our server's "Invalid email or password" is shown as it is: it does not say which of the two is wrong,
 * so it must not read as a wrong password. Messages that do say which map as the product's table says.
 */

const router = { replace: jest.fn(), refresh: jest.fn() };
jest.mock("next/navigation", () => ({ useRouter: () => router }));

function answerLogin(status: number, message?: string) {
  globalThis.fetch = jest.fn(async () => ({
    ok: false,
    status,
    statusText: "",
    json: async () => (message === undefined ? null : { error: { code: "unauthorized", message } }),
  })) as unknown as typeof fetch;
}

async function signIn() {
  render(<LoginForm googleEnabled={false} googleFailed={false} />);
  fireEvent.change(screen.getByLabelText(authCopy.email), { target: { value: "ada@example.com" } });
  fireEvent.change(screen.getByLabelText(authCopy.password), { target: { value: "correct horse" } });
  await act(async () => void fireEvent.click(screen.getByRole("button", { name: authCopy.signIn })));
}

describe("LoginForm's messages for a refused sign-in (faked router and fetch)", () => {
  afterEach(() => act(() => void sonner.dismiss()));

  it.each([
    ["our server's answer to an unknown e-mail or a wrong password", authCopy.invalidCredentials, authCopy.invalidCredentials],
    ["a message that names the password", "Invalid credentials. Please check the email and password.", authCopy.incorrectPassword],
    ["a message that says the account was not found", "Could not find a user with that email", authCopy.accountNotFound],
    ["a message about the connection", "Could not connect to the server", commonCopy.networkError],
    ["any other message", "Too many requests, please try again later.", "Too many requests, please try again later."],
  ])("%s", async (_case, serverMessage, shown) => {
    answerLogin(401, serverMessage);
    await signIn();
    expect(await screen.findByRole("alert")).toHaveTextContent(shown);
  });

  it("an answer without a message shows the default", async () => {
    answerLogin(502);
    await signIn();
    expect(await screen.findByRole("alert")).toHaveTextContent(authCopy.invalidCredentials);
  });

  it("a request that never reaches the server shows the network text", async () => {
    globalThis.fetch = jest.fn(async () => {
      throw new TypeError("Failed to fetch");
    }) as unknown as typeof fetch;
    await signIn();
    expect(await screen.findByRole("alert")).toHaveTextContent(commonCopy.networkError);
  });
});
