import { Client, Users } from "node-appwrite";
import { requireAppwriteVersion } from "@/server/appwrite/version";
import { createAppwriteAccounts } from "@/server/auth/appwrite/accounts";
import { newId } from "@/server/ids";
import { APP_URL } from "@/tests/support/requests";
import { liveAppwrite } from "./support";

/**
 * The account adapter against a real Appwrite, when APPWRITE_* are set (skipped with a notice
 * otherwise). E-mails go out through the project's own SMTP, so links are not followed here; the
 * users made are deleted afterwards. Verification e-mails need the project's SMTP (without it Appwrite
 * answers 503 and the verification case fails, as the README says it must be configured).
 */

const live = liveAppwrite("The account flows");

if (live) {
  jest.setTimeout(60_000);
  const backend = createAppwriteAccounts({ ...live, appUrl: APP_URL, newId });
  const users = new Users(new Client().setEndpoint(live.endpoint).setProject(live.projectId).setKey(live.apiKey));
  const made: string[] = [];
  afterAll(async () => {
    for (const userId of made) await users.delete({ userId });
  });
  const email = () => `duely-live-${newId()}@example.com`;

  it("registers, refuses the same e-mail, signs in, reads the account with the session, signs out", async () => {
    const address = email();
    const account = await backend.createAccount({ name: "Live Test", email: address, password: "a long live password" });
    if (!account) throw new Error("not created");
    made.push(account.id);
    expect(account).toEqual({ id: account.id, name: "Live Test", email: address, emailVerification: false });
    expect(await backend.createAccount({ name: "Again", email: address.toUpperCase(), password: "a long live password" })).toBeNull();

    expect(await backend.createEmailPasswordSession({ email: address, password: "wrong password!" })).toBeNull();
    const signedIn = await backend.createEmailPasswordSession({ email: address, password: "a long live password" });
    expect(signedIn?.session.token).toEqual(expect.any(String));
    expect(await backend.getAccount(signedIn?.session.token ?? "")).toEqual(account);
    await backend.deleteSession(signedIn?.session.token ?? "");
    expect(await backend.getAccount(signedIn?.session.token ?? "")).toBeNull();
  });

  it("asks Appwrite for verification and recovery e-mails, and refuses made-up secrets", async () => {
    const address = email();
    const account = await backend.createAccount({ name: "Live Test", email: address, password: "a long live password" });
    if (!account) throw new Error("not created");
    made.push(account.id);
    await expect(backend.createVerification({ userId: account.id })).resolves.toBeUndefined();
    await expect(backend.createRecovery({ email: address })).resolves.toBeUndefined();
    await expect(backend.createRecovery({ email: email() })).resolves.toBeUndefined();
    // Appwrite checks a secret only by using it: the password is checked first, and its session ended again.
    expect(await backend.updateVerification({ userId: account.id, secret: "made-up", password: "a long live password" })).toEqual({ status: "invalid" });
    expect((await users.listSessions({ userId: account.id })).sessions).toEqual([]);
    expect(await backend.updateRecovery({ userId: account.id, secret: "made-up", password: "another long password" })).toBe(false);
  });

  it("runs on Appwrite 1.9.5 or newer (the start-up check)", async () => {
    await expect(requireAppwriteVersion(live)).resolves.toEqual(expect.any(String));
  });

  it("refuses a session of a generic Users API token (provider 'token') on the Google path, and ends it with the key", async () => {
    const address = email();
    const account = await backend.createAccount({ name: "Live Test", email: address, password: "a long live password" });
    if (!account) throw new Error("not created");
    made.push(account.id);
    const token = await users.createToken({ userId: account.id, length: 64 });
    expect(await backend.hostedGoogleSignIn?.createSession({ userId: account.id, secret: token.secret })).toBeNull();
    expect((await users.listSessions({ userId: account.id })).sessions).toEqual([]);
  });

  it("refuses a made-up Google sign-in token (the consent screen itself needs a browser at Google)", async () => {
    const address = email();
    const account = await backend.createAccount({ name: "Live Test", email: address, password: "a long live password" });
    if (!account) throw new Error("not created");
    made.push(account.id);
    expect(await backend.hostedGoogleSignIn?.createSession({ userId: account.id, secret: "made-up" })).toBeNull();
  });
} else {
  // Skipped on purpose: no Appwrite server can run on this machine or in CI (the protocol fake stands in there);
  // set APPWRITE_ENDPOINT, APPWRITE_PROJECT_ID and APPWRITE_API_KEY to run it against a real one.
  it.skip("account flows against a live Appwrite (APPWRITE_* not set)", () => {});
}
