import { pushRoutes } from "@/server/contracts/push";
import { handle } from "@/server/http";
import { pushPublicKey } from "@/server/services/push";

/** GET /api/push/public-key -> { publicKey }: the applicationServerKey of a push subscription. */
export const GET = handle(pushRoutes.publicKey, async () => pushPublicKey());
