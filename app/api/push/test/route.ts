import { pushRoutes } from "@/server/contracts/push";
import { handle } from "@/server/http";
import { sendTestNotification } from "@/server/services/push";

/** POST /api/push/test { endpoint } -> 204 once the device's push service took a test notification. */
export const POST = handle(pushRoutes.test, async ({ user, body }) => sendTestNotification({ user, endpoint: body.endpoint }));
