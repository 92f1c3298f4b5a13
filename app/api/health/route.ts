import { route } from "@/server/http";
import { config } from "@/server/config";
import pkg from "@/package.json";

export const dynamic = "force-dynamic";

export const GET = route(async () => {
  return Response.json({ status: "ok", backend: config().DUELY_BACKEND, version: pkg.version });
});
