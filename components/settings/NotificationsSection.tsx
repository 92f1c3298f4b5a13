"use client";

import { useEffect, useState } from "react";
import { Button } from "@/components/ui/Button";
import { toast } from "@/components/ui/toast";
import { useMounted } from "@/components/ui/useMounted";
import {
  currentSubscription,
  getNotificationSettings,
  pushSupport,
  sendTestPush,
  setReminderChannels,
  turnOffPush,
  turnOnPush,
  type PushSupport,
} from "@/components/pwa/push";
import { refusalMessage } from "@/lib/api/request";
import { REMINDER_CHANNELS, type ReminderChannels } from "@/lib/constants/push";
import { commonCopy } from "@/lib/copy/common";
import { pushCopy } from "@/lib/copy/push";
import { settingsCopy } from "@/lib/copy/settings";
import type { NotificationSettings } from "@/lib/schemas/push";
import { SettingsSection } from "./Section";

/**
 * Settings → Notifications (docs/product.md#push-notifications): push on or off for this device (the
 * browser asks its permission only on "Turn on"), a test notification, and the channels of the user's
 * reminders: e-mail, push or both.
 */
export function NotificationsSection() {
  const mounted = useMounted();
  /** What turning push on found out (the permission refused), else what the browser says now. */
  const [found, setFound] = useState<PushSupport | null>(null);
  const support = found ?? (mounted ? pushSupport() : null);
  const [subscription, setSubscription] = useState<PushSubscription | null>(null);
  const [settings, setSettings] = useState<NotificationSettings | null>(null);
  const [busy, setBusy] = useState<"device" | "test" | "channels" | null>(null);

  useEffect(() => {
    getNotificationSettings().then(setSettings, () => toast.error(settingsCopy.loadFailed));
    if (pushSupport() !== "unsupported") currentSubscription().then(setSubscription, () => setSubscription(null));
  }, []);

  async function run(what: NonNullable<typeof busy>, work: () => Promise<void>, failed: string = commonCopy.genericError) {
    setBusy(what);
    try {
      await work();
    } catch (error) {
      toast.error(refusalMessage(error, failed));
    } finally {
      setBusy(null);
    }
  }

  const refresh = async () => setSettings(await getNotificationSettings());

  const turnOn = () =>
    run(
      "device",
      async () => {
        const outcome = await turnOnPush();
        if (typeof outcome === "string") return setFound(outcome);
        setSubscription(outcome);
        toast.success(pushCopy.turnedOn);
        await refresh();
      },
      pushCopy.turnOnFailed,
    );

  const turnOff = (current: PushSubscription) =>
    run("device", async () => {
      await turnOffPush(current);
      setSubscription(null);
      toast.success(pushCopy.turnedOff);
      await refresh();
    });

  const test = (current: PushSubscription) =>
    run(
      "test",
      async () => {
        await sendTestPush(current);
        toast.success(pushCopy.testSent);
      },
      pushCopy.testFailed,
    );

  /** The choice shows at once; a refusal puts the previous one back. */
  const choose = (channels: ReminderChannels) => {
    const before = settings;
    setSettings((current) => current && { ...current, channels });
    return run("channels", async () => {
      try {
        setSettings(await setReminderChannels(channels));
      } catch (error) {
        setSettings(before);
        throw error;
      }
      toast.success(pushCopy.channelsSaved);
    });
  };

  return (
    <SettingsSection id="notifications" title={pushCopy.title} intro={pushCopy.intro}>
      <div className="space-y-2">
        <h4 className="font-medium">{pushCopy.deviceTitle}</h4>
        <p className="text-sm text-slate-600 dark:text-slate-400" aria-live="polite">
          {support === "unsupported" ? pushCopy.unsupported : support === "blocked" ? pushCopy.blocked : subscription ? pushCopy.on : pushCopy.off}
        </p>
        {support === "available" && (
          <div className="flex flex-wrap gap-2">
            {subscription ? (
              <>
                <Button size="sm" loading={busy === "test"} disabled={busy !== null} onClick={() => void test(subscription)}>
                  {pushCopy.sendTest}
                </Button>
                <Button size="sm" variant="secondary" loading={busy === "device"} disabled={busy !== null} onClick={() => void turnOff(subscription)}>
                  {pushCopy.turnOff}
                </Button>
              </>
            ) : (
              <Button size="sm" loading={busy === "device"} disabled={busy !== null} onClick={() => void turnOn()}>
                {pushCopy.turnOn}
              </Button>
            )}
          </div>
        )}
        {settings && settings.devices > 0 && <p className="text-sm text-slate-600 dark:text-slate-400">{pushCopy.devices(settings.devices)}</p>}
      </div>
      {settings && (
        <fieldset className="space-y-2" disabled={busy === "channels"}>
          <legend className="font-medium">{pushCopy.channelsLegend}</legend>
          <div className="flex flex-wrap gap-4">
            {REMINDER_CHANNELS.map((channels) => (
              <label key={channels} className="flex items-center gap-2 text-sm">
                <input type="radio" name="reminder-channels" value={channels} checked={settings.channels === channels} onChange={() => void choose(channels)} />
                {pushCopy.channelLabels[channels]}
              </label>
            ))}
          </div>
          {settings.devices === 0 && settings.channels !== "email" && <p className="text-sm text-slate-500 dark:text-slate-400">{pushCopy.channelsHint}</p>}
        </fieldset>
      )}
    </SettingsSection>
  );
}
