import { openAppwriteStore, type AppwriteStoreOptions } from "@/server/store/appwrite";
import { setUpAppwrite } from "@/server/store/appwrite/setup";
import { startAppwriteProtocolFake, type AppwriteProtocolFake } from "@/tests/support/appwrite-fake";
import { storeContract } from "./contract";

/**
 * The whole store contract, run through node-appwrite against the protocol fake (not a real Appwrite).
 * Every port call is one to five HTTP requests here, so the 300-reminder race needs more than jest's 5 s.
 */
jest.setTimeout(60_000);

let fake: AppwriteProtocolFake;
let options: AppwriteStoreOptions;

beforeAll(async () => {
  fake = await startAppwriteProtocolFake();
  options = { endpoint: fake.endpoint, projectId: fake.projectId, apiKey: fake.apiKey, databaseId: "duely" };
  await setUpAppwrite(options, { pollMs: 1 });
});
afterAll(() => fake.close());

storeContract("appwrite adapter against the Appwrite protocol fake", async () => openAppwriteStore(options));
