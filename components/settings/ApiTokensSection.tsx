"use client";

import { useEffect, useState, type FormEvent } from "react";
import { Button } from "@/components/ui/Button";
import { Field } from "@/components/ui/Field";
import { Input } from "@/components/ui/Input";
import { toast } from "@/components/ui/toast";
import { createApiToken, listApiTokens, revokeApiToken } from "@/lib/api/integrations";
import { refusalMessage } from "@/lib/api/request";
import { commonCopy } from "@/lib/copy/common";
import { settingsCopy } from "@/lib/copy/settings";
import { tokensCopy } from "@/lib/copy/tokens";
import { API_TOKEN_EXPIRY_DAYS_MAX, API_TOKEN_NAME_MAX } from "@/lib/constants/tokens";
import type { ApiTokenScope, ApiTokenView } from "@/lib/schemas/tokens";
import { Select } from "./Select";
import { SettingsSection, ShownOnce } from "./Section";

const day = (iso: string | null) => (iso ? new Date(iso).toLocaleDateString() : tokensCopy.never);

/** Settings → API tokens: create (shown once), list with last use, revoke. */
export function ApiTokensSection() {
  const [tokens, setTokens] = useState<ApiTokenView[] | null>(null);
  const [name, setName] = useState("");
  const [scope, setScope] = useState<ApiTokenScope>("read");
  const [days, setDays] = useState("");
  const [secret, setSecret] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    listApiTokens().then(setTokens, () => setError(settingsCopy.loadFailed));
  }, []);

  async function create(event: FormEvent) {
    event.preventDefault();
    setBusy(true);
    setError(null);
    try {
      const timeZone = Intl.DateTimeFormat().resolvedOptions().timeZone;
      const created = await createApiToken({ name, scope, expiresInDays: days ? Number(days) : null, timeZone });
      setSecret(created.secret);
      setTokens((list) => [...(list ?? []), created.token]);
      setName("");
      setDays("");
    } catch (e) {
      setError(refusalMessage(e, commonCopy.genericError));
    } finally {
      setBusy(false);
    }
  }

  async function revoke(id: string) {
    try {
      await revokeApiToken(id);
      setTokens((list) => (list ?? []).filter((t) => t.id !== id));
    } catch (e) {
      toast.error(refusalMessage(e, commonCopy.genericError));
    }
  }

  return (
    <SettingsSection id="api-tokens" title={tokensCopy.apiTokensTitle} intro={tokensCopy.apiTokensIntro}>
      <form onSubmit={create} className="grid gap-3 sm:grid-cols-[2fr_1fr_1fr_auto] sm:items-end">
        <Field label={tokensCopy.tokenName} error={error ?? undefined}>
          <Input value={name} onChange={(e) => setName(e.target.value)} required maxLength={API_TOKEN_NAME_MAX} />
        </Field>
        <Field label={tokensCopy.tokenScope}>
          <Select
            value={scope}
            onChange={(e) => setScope(e.target.value as ApiTokenScope)}
          >
            <option value="read">{tokensCopy.scopeRead}</option>
            <option value="read_write">{tokensCopy.scopeReadWrite}</option>
          </Select>
        </Field>
        <Field label={tokensCopy.tokenExpiry}>
          <Input type="number" min={1} max={API_TOKEN_EXPIRY_DAYS_MAX} value={days} onChange={(e) => setDays(e.target.value)} />
        </Field>
        <Button type="submit" loading={busy}>
          {tokensCopy.createToken}
        </Button>
      </form>
      {secret && <ShownOnce label={tokensCopy.apiTokensTitle} value={secret} note={tokensCopy.tokenShownOnce} copyLabel={settingsCopy.copy} />}
      {tokens && tokens.length === 0 && <p className="text-sm text-slate-500 dark:text-slate-400">{tokensCopy.noTokens}</p>}
      {tokens && tokens.length > 0 && (
        <table className="w-full text-left text-sm">
          <thead>
            <tr>
              <th className="py-1">{tokensCopy.tokenName}</th>
              <th>{tokensCopy.tokenScope}</th>
              <th>{tokensCopy.tokenCreated}</th>
              <th>{tokensCopy.tokenLastUsed}</th>
              <th>{tokensCopy.tokenExpires}</th>
              <th />
            </tr>
          </thead>
          <tbody>
            {tokens.map((t) => (
              <tr key={t.id} className="border-t border-slate-200 dark:border-slate-800">
                <td className="py-2">{t.name}</td>
                <td>{t.scope === "read" ? tokensCopy.scopeRead : tokensCopy.scopeReadWrite}</td>
                <td>{day(t.createdAt)}</td>
                <td>{day(t.lastUsedAt)}</td>
                <td>{day(t.expiresAt)}</td>
                <td className="text-right">
                  <Button variant="ghost" size="sm" onClick={() => void revoke(t.id)} aria-label={`${tokensCopy.revoke} ${t.name}`}>
                    {tokensCopy.revoke}
                  </Button>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </SettingsSection>
  );
}
