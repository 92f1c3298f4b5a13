import * as tasksRoute from "@/app/api/tasks/route";
import * as taskRoute from "@/app/api/tasks/[taskId]/route";
import * as tokensRoute from "@/app/api/tokens/route";
import { POST as ADD_COMMENT } from "@/app/api/tasks/[taskId]/comments/route";
import { newId } from "@/server/ids";
import { claimOrReplay, settleClaim } from "@/server/services/idempotency";
import { getStore } from "@/server/store";
import type { WorkspaceRecord } from "@/server/store/types";
import { IDEMPOTENCY_HEADER, IDEMPOTENCY_KEY_MAX, IDEMPOTENCY_WAIT_MS, IDEMPOTENT_REPLAY_HEADER } from "@/lib/constants/idempotency";
import { idempotencyCopy } from "@/lib/copy/idempotency";
import { tokensCopy } from "@/lib/copy/tokens";
import { authCopy } from "@/lib/copy/auth";
import type { CreatedApiToken } from "@/lib/schemas/tokens";
import type { Task } from "@/lib/schemas/task";
import { useTempDatabase } from "@/tests/support/db";
import { apiRequest, params, readJson, type RequestOptions } from "@/tests/support/requests";
import { signedIn, type TestUser } from "@/tests/support/users";
import { read, workspaceOf } from "@/tests/api/tasks/support";

/** Idempotency-Key on the state-changing routes (server/http/idempotency.ts, server/services/idempotency.ts), on a libSQL file. */

useTempDatabase();
jest.setTimeout(30_000);

let owner: TestUser;
let member: TestUser;
let team: WorkspaceRecord;

beforeAll(async () => {
  [owner, member] = await Promise.all([signedIn("Olivia"), signedIn("Mario")]);
  team = await workspaceOf(owner, [member]);
});

const keyed = (key: string, options: RequestOptions = {}): RequestOptions => ({ ...options, headers: { ...options.headers, [IDEMPOTENCY_HEADER]: key } });
const create = (caller: TestUser | null, key: string | null, title = "Buy stamps", extra: RequestOptions = {}) =>
  tasksRoute.POST(apiRequest("POST", "/api/tasks", key === null ? { caller, body: { title, workspaceId: team.id }, ...extra } : keyed(key, { caller, body: { title, workspaceId: team.id }, ...extra })), params({}));
const titled = async (title: string) => (await (await getStore()).listAllTasks({ workspaceId: team.id })).items.filter((t) => t.title === title);

describe("Idempotency-Key", () => {
  it("answers a repeat with the first answer, marked as replayed, and does it once", async () => {
    const key = newId();
    const first = await create(owner, key, "Once only");
    expect(first.status).toBe(201);
    expect(first.headers.get(IDEMPOTENT_REPLAY_HEADER)).toBeNull();
    const firstBody = await first.text();
    const again = await create(owner, key, "Once only");
    expect(again.status).toBe(201);
    expect(again.headers.get(IDEMPOTENT_REPLAY_HEADER)).toBe("true");
    expect(again.headers.get("content-type")).toBe("application/json");
    expect(await again.text()).toBe(firstBody);
    expect(await titled("Once only")).toHaveLength(1);
    // Without a key, the same request is done again.
    expect((await create(owner, null, "Once only")).status).toBe(201);
    expect(await titled("Once only")).toHaveLength(2);
  });

  it("runs 10 concurrent requests with one key once: one task, ten equal answers", async () => {
    const key = newId();
    const answers = await Promise.all(Array.from({ length: 10 }, () => create(owner, key, "Raced").then(read)));
    expect(answers.map((a) => a.status)).toEqual(Array(10).fill(201));
    expect(new Set(answers.map((a) => a.body.data.id)).size).toBe(1);
    expect(await titled("Raced")).toHaveLength(1);
  });

  it("refuses the key with another body, method or path (409), and leaves the first answer in place", async () => {
    const key = newId();
    const { body: first } = await read(await create(owner, key, "First use"));
    const otherBody = await read(await create(owner, key, "Second use"));
    expect(otherBody).toEqual({ status: 409, body: { error: { code: "conflict", message: idempotencyCopy.keyReused } } });
    const otherPath = await read(await taskRoute.PATCH(apiRequest("PATCH", `/api/tasks/${first.data.id}`, keyed(key, { caller: owner, body: { title: "First use" } })), params({ taskId: first.data.id })));
    expect(otherPath.status).toBe(409);
    expect(otherPath.body.error?.message).toBe(idempotencyCopy.keyReused);
    expect(await titled("Second use")).toHaveLength(0);
    expect((await read(await create(owner, key, "First use"))).body).toEqual(first);
  });

  it("keeps keys per user: another user's same key is theirs", async () => {
    const key = newId();
    const mine = await read(await create(owner, key, "Per user"));
    const theirs = await read(await create(member, key, "Per user"));
    expect(theirs.status).toBe(201);
    expect(theirs.body.data.id).not.toBe(mine.body.data.id);
    expect(await titled("Per user")).toHaveLength(2);
  });

  it.each([
    ["empty", ""],
    ["too long", "k".repeat(IDEMPOTENCY_KEY_MAX + 1)],
    ["with a space", "two words"],
    ["with a tab", "tab\there"],
    ["not ASCII", "cl\u00e9"],
  ])("refuses a key that is %s (400) and does nothing", async (_, key) => {
    const { status, body } = await read(await create(owner, key, `Bad key ${JSON.stringify(key).length}`));
    expect({ status, body }).toEqual({ status: 400, body: { error: { code: "bad_request", message: idempotencyCopy.invalidKey } } });
    expect(await titled(`Bad key ${JSON.stringify(key).length}`)).toHaveLength(0);
  });

  it("takes a key of 200 visible characters", async () => {
    const key = "~!".repeat(IDEMPOTENCY_KEY_MAX / 2);
    expect((await create(owner, key, "Long key")).status).toBe(201);
    expect((await create(owner, key, "Long key")).headers.get(IDEMPOTENT_REPLAY_HEADER)).toBe("true");
  });

  it("repeats a refusal as it was (a stranger's 404) and a delete's 204 without deleting twice", async () => {
    const stranger = await signedIn("Stan");
    const { body: task } = await read(await create(owner, null, "Delete me"));
    const key = newId();
    const refused = () => taskRoute.DELETE(apiRequest("DELETE", `/api/tasks/${task.data.id}`, keyed(key, { caller: stranger })), params({ taskId: task.data.id }));
    const firstRefusal = await read(await refused());
    expect(firstRefusal.status).toBe(404);
    expect(await read(await refused())).toEqual(firstRefusal);

    const deleteKey = newId();
    const remove = () => taskRoute.DELETE(apiRequest("DELETE", `/api/tasks/${task.data.id}`, keyed(deleteKey, { caller: owner })), params({ taskId: task.data.id }));
    expect((await remove()).status).toBe(204);
    const again = await remove();
    expect(again.status).toBe(204);
    expect(again.headers.get(IDEMPOTENT_REPLAY_HEADER)).toBe("true");
    expect(await again.text()).toBe("");
  });

  it("keeps no answer for a caller it refused before the request ran: anonymous, a read-only token", async () => {
    const key = newId();
    expect(await read(await create(null, key, "Anonymous"))).toEqual({ status: 401, body: { error: { code: "unauthorized", message: authCopy.mustBeLoggedIn } } });
    const { body: token } = await readJson<{ data: CreatedApiToken }>(
      await tokensRoute.POST(apiRequest("POST", "/api/tokens", { caller: owner, body: { name: "Reader", scope: "read" } }), params({})),
    );
    const asReader = await create(null, key, "Anonymous", { origin: null, headers: { authorization: `Bearer ${token.data.secret}`, [IDEMPOTENCY_HEADER]: key } });
    expect((await read(asReader)).body.error?.message).toBe(tokensCopy.readOnlyToken);
    // The key is still free for the owner.
    expect((await create(owner, key, "Anonymous")).headers.get(IDEMPOTENT_REPLAY_HEADER)).toBeNull();
  });

  it("replays a comment once, with the same comment id", async () => {
    const { body: task } = await read(await create(owner, null, "Commented"));
    const key = newId();
    const add = () => ADD_COMMENT(apiRequest("POST", `/api/tasks/${task.data.id}/comments`, keyed(key, { caller: member, body: { text: "On my way" } })), params({ taskId: task.data.id }));
    const first = await read<{ task: Task }>(await add());
    const second = await read<{ task: Task }>(await add());
    expect(second).toEqual(first);
    const [stored] = await titled("Commented");
    expect(stored.comments).toHaveLength(1);
  });

  it("ignores the header on reads", async () => {
    const get = () => tasksRoute.GET(apiRequest("GET", `/api/tasks?workspaceId=${team.id}`, keyed("", { caller: owner })), params({}));
    expect((await get()).status).toBe(200);
  });
});

describe("a repeat while the first request runs", () => {
  const request = () => ({ userId: owner.account.id, key: newId(), fingerprint: "fp" });

  it("waits for the first answer and repeats it", async () => {
    const first = request();
    const outcome = await claimOrReplay(first);
    if (!("claim" in outcome)) throw new Error("expected the claim");
    setTimeout(() => void settleClaim(outcome.claim, { status: 201, body: '{"data":1}' }), 150);
    expect(await claimOrReplay(first)).toEqual({ replay: { status: 201, body: '{"data":1}' } });
  });

  it(`is refused with 409 when the first has not answered within ${IDEMPOTENCY_WAIT_MS} ms`, async () => {
    const first = request();
    await claimOrReplay(first);
    let clock = Date.now();
    // Each look at the clock moves it on by a second.
    const tick = () => (clock += 1_000);
    await expect(claimOrReplay(first, tick)).rejects.toMatchObject({ status: 409, message: idempotencyCopy.inProgress });
  });

  it("runs again after a first answer that is not kept (5xx, 429)", async () => {
    for (const status of [500, 503, 429]) {
      const first = request();
      const outcome = await claimOrReplay(first);
      if (!("claim" in outcome)) throw new Error("expected the claim");
      await settleClaim(outcome.claim, { status, body: "{}" });
      expect(await claimOrReplay(first)).toHaveProperty("claim");
    }
  });
});
