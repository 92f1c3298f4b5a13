"use client";

import { useState, type FormEvent } from "react";
import { Button } from "@/components/ui/Button";
import { Field } from "@/components/ui/Field";
import { PasswordInput } from "@/components/ui/PasswordInput";
import { toast } from "@/components/ui/toast";
import { refusalMessage } from "@/lib/api/request";
import { PASSWORD_MAX } from "@/lib/constants/auth";
import { authCopy } from "@/lib/copy/auth";
import { commonCopy } from "@/lib/copy/common";
import { settingsCopy } from "@/lib/copy/settings";
import { changePasswordSchema, type ChangePasswordInput } from "@/lib/schemas/auth";
import { accountApi } from "./account-api";
import { SettingsSection } from "./Section";

type Fields = ChangePasswordInput;
const EMPTY: Fields = { currentPassword: "", newPassword: "", confirmPassword: "" };

/**
 * Settings → Account → Password: the current password and the new one twice (registration's rules, checked
 * here and by the server). The server's refusals (a wrong current password, too many attempts) show under
 * the current password. The intro says what happens to the other devices and to API tokens.
 */
export function PasswordSection({ email }: { email: string }) {
  const [fields, setFields] = useState<Fields>(EMPTY);
  const [errors, setErrors] = useState<Partial<Record<keyof Fields, string>>>({});
  const [busy, setBusy] = useState(false);
  const field = (name: keyof Fields) => ({
    value: fields[name],
    onChange: (e: { target: { value: string } }) => setFields((f) => ({ ...f, [name]: e.target.value })),
    maxLength: PASSWORD_MAX,
  });

  async function submit(event: FormEvent) {
    event.preventDefault();
    const parsed = changePasswordSchema.safeParse(fields);
    if (!parsed.success) {
      const issue = parsed.error.issues[0];
      return setErrors({ [(issue?.path[0] as keyof Fields | undefined) ?? "currentPassword"]: issue?.message ?? commonCopy.invalidInput });
    }
    setBusy(true);
    setErrors({});
    try {
      await accountApi.changePassword(parsed.data);
      setFields(EMPTY);
      toast.success(settingsCopy.passwordChanged);
    } catch (e) {
      setErrors({ currentPassword: refusalMessage(e, commonCopy.genericError) });
    } finally {
      setBusy(false);
    }
  }

  return (
    <SettingsSection id="password" title={settingsCopy.passwordTitle} intro={settingsCopy.passwordIntro}>
      <form onSubmit={submit} noValidate className="grid gap-3 sm:max-w-md">
        {/* For password managers: whose password this is. */}
        <input type="email" name="username" autoComplete="username" value={email} readOnly hidden />
        <Field label={settingsCopy.currentPassword} error={errors.currentPassword}>
          <PasswordInput {...field("currentPassword")} autoComplete="current-password" />
        </Field>
        <Field label={authCopy.newPassword} error={errors.newPassword}>
          <PasswordInput {...field("newPassword")} autoComplete="new-password" />
        </Field>
        <Field label={authCopy.confirmNewPassword} error={errors.confirmPassword}>
          <PasswordInput {...field("confirmPassword")} autoComplete="new-password" />
        </Field>
        <Button type="submit" loading={busy} className="justify-self-start">
          {settingsCopy.changePassword}
        </Button>
      </form>
    </SettingsSection>
  );
}
