import { withWorkspace } from "@/server/http";
import { setDefault } from "@/server/services/workspaces";
import { workspacesCopy } from "@/lib/copy/workspaces";

/** Makes the workspace the owner's default (and unsets the others). */
export const POST = withWorkspace<{ workspaceId: string }>(
  async (_req, { user, workspace }) => Response.json({ data: await setDefault({ user, workspaceId: workspace.id }) }),
  { role: "owner", ownerOnlyMessage: workspacesCopy.onlyOwnerSetDefault },
);
