import * as collection from "@/app/api/workspaces/route";
import * as members from "@/app/api/workspaces/[workspaceId]/members/route";
import * as leave from "@/app/api/workspaces/[workspaceId]/leave/route";
import { MAX_MEMBERS_PER_WORKSPACE } from "@/lib/constants/workspaces";
import { workspacesCopy } from "@/lib/copy/workspaces";
import { useTempDatabase } from "@/tests/support/db";
import { useApiEnvironment } from "@/tests/support/api-environment";
import { createUser, uniqueEmail, type TestUser } from "@/tests/support/users";
import { messageOf, request } from "./support";

const db = useTempDatabase();
useApiEnvironment();

/**
 * Member changes that race through the real route handlers. The service checks the list it loaded,
 * then the store changes it in one atomic step; when the service wrote back a whole list it had
 * read, concurrent requests overwrote one another (adds lost, the cap passed, a leave undone).
 */

async function sharedWorkspace(owner: TestUser): Promise<string> {
  const { status, json } = await request(collection.POST, { method: "POST", as: owner, body: { name: "Team" } });
  expect(status).toBe(201);
  return (json as { data: { id: string } }).data.id;
}

const add = (owner: TestUser, workspaceId: string, email: string) =>
  request(members.POST, { method: "POST", params: { workspaceId }, as: owner, body: { email } });

async function storedMembers(workspaceId: string): Promise<string[]> {
  return (await (await db.store()).getWorkspace(workspaceId))?.members ?? [];
}

describe("concurrent member changes", () => {
  it(`let exactly ${MAX_MEMBERS_PER_WORKSPACE} of 10 simultaneous adds in; the other 6 hear the cap`, async () => {
    const owner = await createUser({ name: "Olivia Owner" });
    const workspaceId = await sharedWorkspace(owner);
    const emails = Array.from({ length: 10 }, (_, i) => uniqueEmail(`racer${i}`));

    const answers = await Promise.all(emails.map((email) => add(owner, workspaceId, email)));

    const admitted = emails.filter((_, i) => answers[i].status === 200);
    expect(admitted).toHaveLength(MAX_MEMBERS_PER_WORKSPACE);
    const refused = answers.filter((a) => a.status !== 200);
    expect(refused.map((a) => [a.status, messageOf(a.json)])).toEqual(
      Array.from({ length: 10 - MAX_MEMBERS_PER_WORKSPACE }, () => [409, workspacesCopy.maxUsersPerWorkspace]),
    );
    expect([...(await storedMembers(workspaceId))].sort()).toEqual(admitted.map((e) => e.toLowerCase()).sort());
  });

  it("keep both a member's leave and the owner's add made at the same moment", async () => {
    for (let round = 0; round < 5; round++) {
      const owner = await createUser({ name: "Olivia Owner" });
      const leaver = await createUser({ name: "Lea Leaver" });
      const workspaceId = await sharedWorkspace(owner);
      expect((await add(owner, workspaceId, leaver.account.email)).status).toBe(200);
      const joiner = uniqueEmail("joiner");

      const [added, left] = await Promise.all([
        add(owner, workspaceId, joiner),
        request(leave.POST, { method: "POST", params: { workspaceId }, as: leaver }),
      ]);

      expect([added.status, left.status]).toEqual([200, 200]);
      expect(await storedMembers(workspaceId)).toEqual([joiner.toLowerCase()]);
    }
  });
});
