import { pushRoutes } from "@/server/contracts/push";
import { handle } from "@/server/http";
import { notificationSettings, updateNotificationSettings } from "@/server/services/push";

/** GET /api/push/settings -> { channels, devices }. */
export const GET = handle(pushRoutes.settings, async ({ user }) => notificationSettings({ user }));

/** PATCH /api/push/settings { channels } -> { channels, devices }. */
export const PATCH = handle(pushRoutes.updateSettings, async ({ user, body }) => updateNotificationSettings({ user, channels: body.channels }));
