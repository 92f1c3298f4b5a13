"use client";

import { useState, type FormEvent } from "react";
import { useRouter } from "next/navigation";
import { Button } from "@/components/ui/Button";
import { Field } from "@/components/ui/Field";
import { Input } from "@/components/ui/Input";
import { toast } from "@/components/ui/toast";
import { refusalMessage } from "@/lib/api/request";
import { NAME_MAX } from "@/lib/constants/auth";
import { authCopy } from "@/lib/copy/auth";
import { commonCopy } from "@/lib/copy/common";
import { settingsCopy } from "@/lib/copy/settings";
import { firstIssue, updateNameSchema } from "@/lib/schemas/auth";
import { accountApi } from "./account-api";
import { SettingsSection } from "./Section";

/** Settings → Account → Profile: the name, by registration's rules; the top bar shows the new one at once. */
export function ProfileSection({ name: saved }: { name: string }) {
  const router = useRouter();
  const [name, setName] = useState(saved);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function save(event: FormEvent) {
    event.preventDefault();
    const parsed = updateNameSchema.safeParse({ name });
    if (!parsed.success) return setError(firstIssue(parsed.error));
    setBusy(true);
    setError(null);
    try {
      setName((await accountApi.updateName(parsed.data)).name);
      toast.success(settingsCopy.nameSaved);
      router.refresh();
    } catch (e) {
      setError(refusalMessage(e, commonCopy.genericError));
    } finally {
      setBusy(false);
    }
  }

  return (
    <SettingsSection id="profile" title={settingsCopy.profileTitle} intro={settingsCopy.profileIntro}>
      <form onSubmit={save} noValidate className="flex flex-col gap-3 sm:flex-row sm:items-start">
        <Field label={authCopy.fullName} error={error} className="flex-1">
          <Input value={name} onChange={(e) => setName(e.target.value)} autoComplete="name" maxLength={NAME_MAX} />
        </Field>
        <Button type="submit" loading={busy} className="sm:mt-[1.625rem]">
          {settingsCopy.saveName}
        </Button>
      </form>
    </SettingsSection>
  );
}
