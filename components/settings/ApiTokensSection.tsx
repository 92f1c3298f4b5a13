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
      {tokens && tokens.length > 0 && <TokenTable tokens={tokens} onRevoke={(id) => void revoke(id)} />}
    </SettingsSection>
  );
}

/** A cell's column name, shown beside its value on a phone, where the rows are stacked and the header row is hidden (assistive technology reads the header). */
function PhoneLabel({ children }: { children: string }) {
  return (
    <span aria-hidden="true" className="font-medium text-slate-600 sm:hidden dark:text-slate-400">
      {children}
    </span>
  );
}

const phoneCell = "flex justify-between gap-3 py-0.5 sm:table-cell sm:py-2";

/**
 * The tokens as a table from 640 px up; below, each row is a block of its own (name, then one line per
 * column with the column's name) so the columns never run together. The explicit roles keep it a table
 * for assistive technology whatever the CSS display.
 */
function TokenTable({ tokens, onRevoke }: { tokens: ApiTokenView[]; onRevoke: (id: string) => void }) {
  return (
    <table role="table" className="block w-full text-left text-sm sm:table">
      <thead role="rowgroup" className="sr-only sm:not-sr-only sm:table-header-group">
        <tr role="row">
          <th role="columnheader" className="py-1">{tokensCopy.tokenName}</th>
          <th role="columnheader">{tokensCopy.tokenScope}</th>
          <th role="columnheader">{tokensCopy.tokenCreated}</th>
          <th role="columnheader">{tokensCopy.tokenLastUsed}</th>
          <th role="columnheader">{tokensCopy.tokenExpires}</th>
          <th role="columnheader">
            <span className="sr-only">{tokensCopy.revoke}</span>
          </th>
        </tr>
      </thead>
      <tbody role="rowgroup" className="block sm:table-row-group">
        {tokens.map((t) => (
          <tr role="row" key={t.id} className="block border-t border-slate-200 py-2 sm:table-row sm:py-0 dark:border-slate-800">
            <td role="cell" className="block py-0.5 font-medium break-words sm:table-cell sm:py-2 sm:font-normal">
              {t.name}
            </td>
            <td role="cell" className={phoneCell}>
              <PhoneLabel>{tokensCopy.tokenScope}</PhoneLabel>
              {t.scope === "read" ? tokensCopy.scopeRead : tokensCopy.scopeReadWrite}
            </td>
            <td role="cell" className={phoneCell}>
              <PhoneLabel>{tokensCopy.tokenCreated}</PhoneLabel>
              {day(t.createdAt)}
            </td>
            <td role="cell" className={phoneCell}>
              <PhoneLabel>{tokensCopy.tokenLastUsed}</PhoneLabel>
              {day(t.lastUsedAt)}
            </td>
            <td role="cell" className={phoneCell}>
              <PhoneLabel>{tokensCopy.tokenExpires}</PhoneLabel>
              {day(t.expiresAt)}
            </td>
            <td role="cell" className="block pt-1 text-right sm:table-cell sm:pt-0">
              <Button variant="ghost" size="sm" onClick={() => onRevoke(t.id)} aria-label={`${tokensCopy.revoke} ${t.name}`}>
                {tokensCopy.revoke}
              </Button>
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
