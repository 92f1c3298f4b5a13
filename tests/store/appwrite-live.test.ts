import { openAppwriteStore } from "@/server/store/appwrite";
import { setUpAppwrite } from "@/server/store/appwrite/setup";
import { liveAppwrite } from "@/tests/api/appwrite/support";
import { storeContract } from "./contract";

/** The store contract against a real Appwrite, when APPWRITE_* are set (skipped with a notice otherwise). */

const live = liveAppwrite("The store contract");

if (live) {
  jest.setTimeout(600_000);
  beforeAll(() => setUpAppwrite(live));
  storeContract("appwrite adapter against a live Appwrite", async () => openAppwriteStore(live));
} else {
  // Skipped on purpose: no Appwrite server can run on this machine or in CI (the protocol fake stands in there);
  // set APPWRITE_ENDPOINT, APPWRITE_PROJECT_ID and APPWRITE_API_KEY to run it against a real one.
  it.skip("store contract against a live Appwrite (APPWRITE_* not set)", () => {});
}
