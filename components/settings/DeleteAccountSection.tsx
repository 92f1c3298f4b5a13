"use client";

import { useState, type FormEvent } from "react";
import { useRouter } from "next/navigation";
import { Button } from "@/components/ui/Button";
import { Dialog, DialogFooter } from "@/components/ui/Dialog";
import { Field } from "@/components/ui/Field";
import { Input } from "@/components/ui/Input";
import { toast } from "@/components/ui/toast";
import { useActiveWorkspace } from "@/components/workspace/ActiveWorkspaceProvider";
import { refusalMessage } from "@/lib/api/request";
import { EMAIL_MAX } from "@/lib/constants/auth";
import { commonCopy } from "@/lib/copy/common";
import { settingsCopy } from "@/lib/copy/settings";
import { accountApi } from "./account-api";
import { SettingsSection } from "./Section";

/** The address as the server compares it: trimmed, any case. */
const sameAddress = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

/**
 * Settings → Account → Delete account. The dialog names what goes: each workspace the account owns (with
 * its tasks), and for a shared one the members who lose it; how many shared workspaces it leaves. Delete
 * is enabled once the account's e-mail is typed (the server checks it too). The list is reloaded when the
 * dialog opens, so a member added meanwhile is named. Afterwards the browser is signed out, on the landing page.
 */
export function DeleteAccountSection({ email }: { email: string }) {
  const router = useRouter();
  const { workspaces, refresh } = useActiveWorkspace();
  const [open, setOpen] = useState(false);
  const [typed, setTyped] = useState("");
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const show = () => {
    setTyped("");
    setError(null);
    setOpen(true);
    void refresh().catch(() => {});
  };

  async function remove(event: FormEvent) {
    event.preventDefault();
    setBusy(true);
    setError(null);
    try {
      await accountApi.deleteAccount({ email: typed });
      toast.success(settingsCopy.accountDeleted);
      router.replace("/");
      router.refresh();
    } catch (e) {
      setError(refusalMessage(e, commonCopy.genericError));
      setBusy(false);
    }
  }

  return (
    <SettingsSection id="delete-account" title={settingsCopy.deleteTitle} intro={settingsCopy.deleteIntro} danger>
      <Button variant="danger" onClick={show}>
        {settingsCopy.deleteAccount}
      </Button>
      <Dialog open={open} onClose={() => setOpen(false)} title={settingsCopy.deleteDialogTitle} description={settingsCopy.deleteDialogText} dismissible={!busy}>
        <form onSubmit={remove} noValidate className="space-y-4 text-sm">
          <div className="space-y-2">
            <p>{settingsCopy.ownedWorkspacesGo(workspaces.owned.length)}</p>
            <ul className="list-disc space-y-1 pl-5">
              {workspaces.owned.map((w) => (
                <li key={w.id}>
                  <span className="font-medium">
                    {w.icon} {w.name}
                  </span>
                  {w.members.length > 0 && <>, {settingsCopy.membersLoseAccess(w.members.join(", "))}</>}
                </li>
              ))}
            </ul>
            {workspaces.shared.length > 0 && <p>{settingsCopy.sharedWorkspacesLeft(workspaces.shared.length)}</p>}
          </div>
          <Field label={settingsCopy.typeEmailToConfirm(email)} error={error}>
            <Input type="email" value={typed} onChange={(e) => setTyped(e.target.value)} autoComplete="off" spellCheck={false} maxLength={EMAIL_MAX} />
          </Field>
          <DialogFooter>
            <Button variant="secondary" onClick={() => setOpen(false)} disabled={busy}>
              {commonCopy.cancel}
            </Button>
            <Button type="submit" variant="danger" loading={busy} disabled={!sameAddress(typed, email)}>
              {settingsCopy.deleteAccount}
            </Button>
          </DialogFooter>
        </form>
      </Dialog>
    </SettingsSection>
  );
}
