import { pushRoutes } from "@/server/contracts/push";
import { handle } from "@/server/http";
import { subscribePush, unsubscribePush } from "@/server/services/push";

/** POST /api/push/subscriptions PushSubscription.toJSON() -> 201 { id, endpoint, createdAt }: push on for this device. */
export const POST = handle(pushRoutes.subscribe, async ({ user, body }) => subscribePush({ user, subscription: body }));

/** DELETE /api/push/subscriptions { endpoint } -> 204: push off for that device. */
export const DELETE = handle(pushRoutes.unsubscribe, async ({ user, body }) => unsubscribePush({ user, endpoint: body.endpoint }));
