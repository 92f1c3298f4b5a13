import { NextRequest } from "next/server";
import { POST as loginRoute } from "@/app/api/auth/login/route";
import { commonCopy } from "@/lib/copy/common";
import { useTempDatabase } from "@/tests/support/db";
import { useApiEnvironment } from "@/tests/support/api-environment";
import { APP_URL, params, readJson } from "@/tests/support/requests";

/** server/http (a contract's JSON body): the 64 KiB cap holds for bodies that announce no length (chunked). */

useTempDatabase();
useApiEnvironment({ smtp: false });

const CHUNK = 64 * 1024;
const STREAM_BYTES = 8 * 1024 * 1024;

/** A chunked body of STREAM_BYTES made on demand, and how much of it the server pulled. */
function endlessJson(): { body: ReadableStream<Uint8Array>; pulled: () => number } {
  let sent = 0;
  const chunk = new TextEncoder().encode(`{"email":"${"a".repeat(CHUNK - 10)}`);
  const body = new ReadableStream<Uint8Array>({
    pull(controller) {
      if (sent >= STREAM_BYTES) return controller.close();
      sent += chunk.byteLength;
      controller.enqueue(chunk);
    },
  });
  return { body, pulled: () => sent };
}

describe("a chunked body larger than the cap", () => {
  it("is refused with 413 in our error shape after reading little more than the cap, not the whole 8 MB", async () => {
    const { body, pulled } = endlessJson();
    const headers = new Headers({ origin: APP_URL, "content-type": "application/json", "x-forwarded-for": "192.0.2.1" });
    const req = new NextRequest(new URL("/api/auth/login", APP_URL), { method: "POST", headers, body, duplex: "half" } as ConstructorParameters<typeof NextRequest>[1]);
    expect(req.headers.get("content-length")).toBeNull();

    const res = await loginRoute(req, params({}));
    expect(await readJson(res)).toEqual({ status: 413, body: { error: { code: "payload_too_large", message: commonCopy.invalidInput } } });
    // The reader may have a chunk or two queued ahead; never the whole stream.
    expect(pulled()).toBeLessThanOrEqual(4 * CHUNK);
  });

  it("still accepts a chunked body under the cap", async () => {
    const json = new TextEncoder().encode(JSON.stringify({ email: "nobody@example.com", password: "wrong-password" }));
    const body = new ReadableStream<Uint8Array>({
      start(controller) {
        controller.enqueue(json.slice(0, 10));
        controller.enqueue(json.slice(10));
        controller.close();
      },
    });
    const headers = new Headers({ origin: APP_URL, "content-type": "application/json", "x-forwarded-for": "192.0.2.2" });
    const req = new NextRequest(new URL("/api/auth/login", APP_URL), { method: "POST", headers, body, duplex: "half" } as ConstructorParameters<typeof NextRequest>[1]);
    expect((await loginRoute(req, params({}))).status).toBe(401);
  });
});
