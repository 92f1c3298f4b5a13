"use client";

import { useEffect, useState } from "react";
import { Button, buttonClasses } from "@/components/ui/Button";
import { Field } from "@/components/ui/Field";
import { toast } from "@/components/ui/toast";
import { createCalendarFeed, listCalendarFeeds, revokeCalendarFeed } from "@/lib/api/integrations";
import { refusalMessage } from "@/lib/api/request";
import { commonCopy } from "@/lib/copy/common";
import { settingsCopy } from "@/lib/copy/settings";
import { tokensCopy } from "@/lib/copy/tokens";
import type { CalendarFeedView, CreatedCalendarFeed } from "@/lib/schemas/tokens";
import type { WorkspaceView } from "@/lib/schemas/workspace";
import { Select } from "./Select";
import { SettingsSection, ShownOnce } from "./Section";

/** Settings → Calendar: a secret feed URL per scope (shown once, with a webcal:// button), regenerate, revoke. */
export function CalendarSection({ workspaces }: { workspaces: WorkspaceView[] }) {
  const [feeds, setFeeds] = useState<CalendarFeedView[] | null>(null);
  const [workspaceId, setWorkspaceId] = useState("");
  const [includeCompleted, setIncludeCompleted] = useState(false);
  const [created, setCreated] = useState<CreatedCalendarFeed | null>(null);
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    listCalendarFeeds().then(setFeeds, () => toast.error(settingsCopy.loadFailed));
  }, []);

  const nameOf = (id: string | null) => (id ? (workspaces.find((w) => w.id === id)?.name ?? id) : tokensCopy.allWorkspaces);

  async function create(input: { workspaceId: string | null; includeCompleted: boolean }, replacing?: string) {
    setBusy(true);
    try {
      const feed = await createCalendarFeed(input);
      if (replacing) await revokeCalendarFeed(replacing);
      setCreated(feed);
      setFeeds((list) => [...(list ?? []).filter((f) => f.id !== replacing), feed.feed]);
    } catch (e) {
      toast.error(refusalMessage(e, commonCopy.genericError));
    } finally {
      setBusy(false);
    }
  }

  async function revoke(id: string) {
    try {
      await revokeCalendarFeed(id);
      setFeeds((list) => (list ?? []).filter((f) => f.id !== id));
    } catch (e) {
      toast.error(refusalMessage(e, commonCopy.genericError));
    }
  }

  return (
    <SettingsSection id="calendar" title={tokensCopy.calendarTitle} intro={tokensCopy.calendarIntro}>
      <div className="flex flex-wrap items-end gap-3">
        <Field label={tokensCopy.calendarScope}>
          <Select
            value={workspaceId}
            onChange={(e) => setWorkspaceId(e.target.value)}
          >
            <option value="">{tokensCopy.allWorkspaces}</option>
            {workspaces.map((w) => (
              <option key={w.id} value={w.id}>
                {w.name}
              </option>
            ))}
          </Select>
        </Field>
        <label className="flex h-10 items-center gap-2 text-sm">
          <input type="checkbox" checked={includeCompleted} onChange={(e) => setIncludeCompleted(e.target.checked)} />
          {tokensCopy.includeCompleted}
        </label>
        <Button loading={busy} onClick={() => void create({ workspaceId: workspaceId || null, includeCompleted })}>
          {tokensCopy.createFeed}
        </Button>
      </div>
      {created && (
        <div className="space-y-2">
          <ShownOnce label={tokensCopy.calendarTitle} value={created.url} note={tokensCopy.feedShownOnce} copyLabel={settingsCopy.copy} />
          <a className={buttonClasses({ variant: "secondary", size: "sm" })} href={created.webcalUrl}>
            {tokensCopy.subscribe}
          </a>
        </div>
      )}
      {feeds && feeds.length === 0 && <p className="text-sm text-slate-500 dark:text-slate-400">{tokensCopy.noFeeds}</p>}
      {feeds && feeds.length > 0 && (
        <ul className="divide-y divide-slate-200 text-sm dark:divide-slate-800">
          {feeds.map((f) => (
            <li key={f.id} className="flex flex-wrap items-center justify-between gap-2 py-2">
              <span>
                {nameOf(f.workspaceId)}
                {f.includeCompleted ? ` · ${tokensCopy.includeCompleted}` : ""} · {new Date(f.createdAt).toLocaleDateString()}
              </span>
              <span className="flex gap-2">
                <Button variant="secondary" size="sm" onClick={() => void create({ workspaceId: f.workspaceId, includeCompleted: f.includeCompleted }, f.id)}>
                  {tokensCopy.regenerate}
                </Button>
                <Button variant="ghost" size="sm" onClick={() => void revoke(f.id)}>
                  {tokensCopy.revoke}
                </Button>
              </span>
            </li>
          ))}
        </ul>
      )}
    </SettingsSection>
  );
}
