import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { Field } from "@/components/ui/Field";
import { PasswordInput } from "@/components/ui/PasswordInput";
import { authCopy } from "@/lib/copy/auth";

describe("PasswordInput", () => {
  it("hides the password until the toggle is pressed, and hides it again", async () => {
    const user = userEvent.setup();
    render(
      <Field label="Password">
        <PasswordInput defaultValue="s3cret!" />
      </Field>,
    );
    const input = screen.getByLabelText("Password");
    expect(input).toHaveAttribute("type", "password");

    await user.click(screen.getByRole("button", { name: "Show password" }));
    expect(input).toHaveAttribute("type", "text");
    expect(input).toHaveValue("s3cret!");

    await user.click(screen.getByRole("button", { name: "Hide password" }));
    expect(input).toHaveAttribute("type", "password");
  });

  it("is reachable by keyboard and keeps what was typed across toggles", async () => {
    const user = userEvent.setup();
    render(
      <Field label="Password">
        <PasswordInput />
      </Field>,
    );
    await user.tab();
    await user.keyboard("hunter22");
    await user.tab();
    expect(screen.getByRole("button", { name: "Show password" })).toHaveFocus();
    await user.keyboard("{Enter}");
    expect(screen.getByLabelText("Password")).toHaveAttribute("type", "text");
    expect(screen.getByLabelText("Password")).toHaveValue("hunter22");
  });
});

describe("Field", () => {
  it("links the error to the control and announces it", () => {
    render(
      <Field label="Password" hint="At least 6 characters" error={authCopy.passwordMinRegister}>
        <PasswordInput />
      </Field>,
    );
    const input = screen.getByLabelText("Password");
    expect(input).toHaveAttribute("aria-invalid", "true");
    expect(input).toHaveAccessibleDescription(`At least 6 characters ${authCopy.passwordMinRegister}`);
    expect(screen.getByRole("alert")).toHaveTextContent("Password must be at least 6 characters");
  });

  it("has no alert and no invalid state without an error", () => {
    render(
      <Field label="Email">
        <PasswordInput />
      </Field>,
    );
    expect(screen.getByLabelText("Email")).not.toHaveAttribute("aria-invalid");
    expect(screen.queryByRole("alert")).not.toBeInTheDocument();
  });
});
