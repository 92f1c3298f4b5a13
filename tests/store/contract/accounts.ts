import { newId } from "@/server/ids";
import type { AccountStore, OneTimeSecretRecord, SessionRecord, UserRecord } from "@/server/auth/local/store";
import { at, T0 } from "@/tests/support/records";

async function makeUser(accounts: AccountStore, overrides: Partial<Omit<UserRecord, "createdAt" | "updatedAt">> = {}): Promise<UserRecord> {
  return accounts.createUser({
    id: newId(),
    name: "Ada",
    email: `ada-${newId()}@example.com`,
    emailVerification: false,
    passwordHash: "scrypt$abc",
    googleSub: null,
    now: T0,
    ...overrides,
  });
}

function secret(userId: string, overrides: Partial<OneTimeSecretRecord> = {}): OneTimeSecretRecord {
  return {
    id: newId(),
    userId,
    kind: "recovery",
    secretHash: `hash-${newId()}`,
    expiresAt: at(60),
    usedAt: null,
    createdAt: T0,
    ...overrides,
  };
}

export function accountContract(open: () => Promise<AccountStore>): void {
  describe("users", () => {
    it("creates a user keeping the e-mail as typed and finds it by id, by any casing of the e-mail, by Google sub", async () => {
      const accounts = await open();
      const id = newId();
      const email = `Ada.Lovelace-${id}@Example.COM`;
      const created = await accounts.createUser({
        id,
        name: "Ada Lovelace",
        email,
        emailVerification: true,
        passwordHash: null,
        googleSub: `sub-${id}`,
        now: "2030-01-15T10:00:00+01:00",
      });
      const expected: UserRecord = {
        id,
        name: "Ada Lovelace",
        email,
        emailVerification: true,
        passwordHash: null,
        googleSub: `sub-${id}`,
        createdAt: T0,
        updatedAt: T0,
      };
      expect(created).toEqual(expected);
      expect(await accounts.getUserById(id)).toEqual(expected);
      expect(await accounts.getUserByEmail(email.toLowerCase())).toEqual(expected);
      expect(await accounts.getUserByEmail(email.toUpperCase())).toEqual(expected);
      expect(await accounts.getUserByGoogleSub(`sub-${id}`)).toEqual(expected);
      expect(await accounts.getUserById(newId())).toBeNull();
      expect(await accounts.getUserByEmail("nobody@example.com")).toBeNull();
      expect(await accounts.getUserByGoogleSub("no-sub")).toBeNull();
    });

    it("refuses a second user whose e-mail differs only in case", async () => {
      const accounts = await open();
      const user = await makeUser(accounts);
      await expect(makeUser(accounts, { email: user.email.toUpperCase() })).rejects.toThrow();
      expect(await accounts.getUserByEmail(user.email)).toEqual(user);
    });

    it("updates the given fields and updatedAt", async () => {
      const accounts = await open();
      const user = await makeUser(accounts);
      const updated = await accounts.updateUser(user.id, { name: "Ada L.", emailVerification: true, googleSub: "g-1", now: at(5) });
      expect(updated).toEqual({ ...user, name: "Ada L.", emailVerification: true, googleSub: "g-1", updatedAt: at(5) });
      const noPassword = await accounts.updateUser(user.id, { passwordHash: null, now: at(6) });
      expect(noPassword).toEqual({ ...updated, passwordHash: null, updatedAt: at(6) });
      expect(await accounts.getUserById(user.id)).toEqual(noPassword);
      expect(await accounts.updateUser(newId(), { name: "x", now: at(7) })).toBeNull();
    });

    it("deletes a user with their sessions and secrets, once, leaving everyone else's", async () => {
      const accounts = await open();
      const ada = await makeUser(accounts);
      const bo = await makeUser(accounts);
      const adaSession: SessionRecord = { tokenHash: `sha-${newId()}`, userId: ada.id, expiresAt: at(60), createdAt: T0 };
      const boSession: SessionRecord = { tokenHash: `sha-${newId()}`, userId: bo.id, expiresAt: at(60), createdAt: T0 };
      const adaSecret = secret(ada.id);
      const boSecret = secret(bo.id);
      for (const s of [adaSession, boSession]) await accounts.createSession(s);
      for (const s of [adaSecret, boSecret]) await accounts.createSecret(s);

      expect(await accounts.deleteUser(ada.id)).toBe(true);
      expect(await accounts.getUserById(ada.id)).toBeNull();
      expect(await accounts.getUserByEmail(ada.email)).toBeNull();
      expect(await accounts.getSession(adaSession.tokenHash)).toBeNull();
      expect(await accounts.getSecret(adaSecret.id)).toBeNull();
      expect(await accounts.listSecretsOfUser(ada.id, "recovery")).toEqual([]);
      // Safe to repeat, and the address is free again.
      expect(await accounts.deleteUser(ada.id)).toBe(false);
      expect((await makeUser(accounts, { email: ada.email.toUpperCase() })).email).toBe(ada.email.toUpperCase());

      expect(await accounts.getUserById(bo.id)).toEqual(bo);
      expect(await accounts.getSession(boSession.tokenHash)).toEqual(boSession);
      expect(await accounts.getSecret(boSecret.id)).toEqual(boSecret);
    });
  });

  describe("sessions", () => {
    it("creates, reads and deletes sessions one at a time, per user, and when expired", async () => {
      const accounts = await open();
      const ada = await makeUser(accounts);
      const bo = await makeUser(accounts);
      const session = (userId: string, expiresAt: string): SessionRecord => ({ tokenHash: `sha-${newId()}`, userId, expiresAt, createdAt: T0 });
      const live = session(ada.id, at(60));
      const other = session(ada.id, at(60));
      const expired = session(bo.id, at(-1));
      const expiringNow = session(bo.id, at(0));
      const boLive = session(bo.id, at(1));
      for (const s of [live, other, expired, expiringNow, boLive]) await accounts.createSession(s);

      expect(await accounts.getSession(live.tokenHash)).toEqual(live);
      expect(await accounts.getSession("sha-unknown")).toBeNull();

      await accounts.deleteSession(live.tokenHash);
      expect(await accounts.getSession(live.tokenHash)).toBeNull();
      expect(await accounts.getSession(other.tokenHash)).toEqual(other);

      expect(await accounts.deleteExpiredSessions(at(0))).toBe(2);
      expect(await accounts.getSession(expired.tokenHash)).toBeNull();
      expect(await accounts.getSession(expiringNow.tokenHash)).toBeNull();
      expect(await accounts.getSession(boLive.tokenHash)).toEqual(boLive);

      await accounts.deleteSessionsOfUser(ada.id);
      expect(await accounts.getSession(other.tokenHash)).toBeNull();
      expect(await accounts.getSession(boLive.tokenHash)).toEqual(boLive);
    });

    it("deletes every session of a user but one, answering the token hashes it deleted", async () => {
      const accounts = await open();
      const ada = await makeUser(accounts);
      const bo = await makeUser(accounts);
      const session = (userId: string): SessionRecord => ({ tokenHash: `sha-${newId()}`, userId, expiresAt: at(60), createdAt: T0 });
      const [kept, laptop, phone] = [session(ada.id), session(ada.id), session(ada.id)];
      const boSession = session(bo.id);
      for (const s of [kept, laptop, phone, boSession]) await accounts.createSession(s);

      expect((await accounts.deleteOtherSessions(ada.id, kept.tokenHash)).sort()).toEqual([laptop.tokenHash, phone.tokenHash].sort());
      expect(await accounts.getSession(kept.tokenHash)).toEqual(kept);
      expect(await accounts.getSession(laptop.tokenHash)).toBeNull();
      expect(await accounts.getSession(phone.tokenHash)).toBeNull();
      expect(await accounts.getSession(boSession.tokenHash)).toEqual(boSession);
      expect(await accounts.deleteOtherSessions(ada.id, kept.tokenHash)).toEqual([]);
      // Another user's session named as the one to keep keeps nothing of this user's.
      expect(await accounts.deleteOtherSessions(ada.id, boSession.tokenHash)).toEqual([kept.tokenHash]);
      expect(await accounts.getSession(boSession.tokenHash)).toEqual(boSession);
    });
  });

  describe("one-time secrets", () => {
    it("stores secrets and lists a user's of one kind newest first", async () => {
      const accounts = await open();
      const user = await makeUser(accounts);
      const older = secret(user.id, { createdAt: at(1) });
      const newer = secret(user.id, { createdAt: at(2) });
      const verification = secret(user.id, { kind: "verification", expiresAt: at(10_000) });
      for (const s of [older, newer, verification]) await accounts.createSecret(s);

      expect(await accounts.getSecret(older.id)).toEqual(older);
      expect(await accounts.getSecret(newId())).toBeNull();
      expect(await accounts.listSecretsOfUser(user.id, "recovery")).toEqual([newer, older]);
      expect(await accounts.listSecretsOfUser(user.id, "verification")).toEqual([verification]);
      expect(await accounts.listSecretsOfUser(newId(), "recovery")).toEqual([]);
    });

    it("consumes a secret once, and never after it expired", async () => {
      const accounts = await open();
      const user = await makeUser(accounts);
      const s = secret(user.id, { expiresAt: at(60) });
      const late = secret(user.id, { expiresAt: at(60) });
      await accounts.createSecret(s);
      await accounts.createSecret(late);

      expect(await accounts.consumeSecret(s.id, at(10))).toBe(true);
      expect(await accounts.getSecret(s.id)).toEqual({ ...s, usedAt: at(10) });
      expect(await accounts.consumeSecret(s.id, at(11))).toBe(false);
      expect(await accounts.consumeSecret(late.id, at(60))).toBe(false);
      expect((await accounts.getSecret(late.id))?.usedAt).toBeNull();
      expect(await accounts.consumeSecret(newId(), at(1))).toBe(false);
    });

    it("lets exactly one of two concurrent consumers win", async () => {
      const accounts = await open();
      const user = await makeUser(accounts);
      const s = secret(user.id);
      await accounts.createSecret(s);
      const results = await Promise.all([accounts.consumeSecret(s.id, at(1)), accounts.consumeSecret(s.id, at(2))]);
      expect(results.filter(Boolean)).toHaveLength(1);
    });
  });
}
