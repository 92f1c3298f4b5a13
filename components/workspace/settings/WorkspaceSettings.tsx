"use client";

import { SKIP_TARGET } from "@/lib/constants/common";
import { useState } from "react";
import Link from "next/link";
import { ArrowLeft } from "lucide-react";
import { buttonClasses } from "@/components/ui/Button";
import { workspacesCopy } from "@/lib/copy/workspaces";
import type { WorkspaceView } from "@/lib/schemas/workspace";
import { CollaborationSection } from "./CollaborationSection";
import { InformationSection } from "./InformationSection";
import { MemberSection } from "./MemberSection";

/**
 * /workspace/{id}/settings: the owner edits name and icon and, except on the default
 * workspace, manages members; a member gets a read-only view with the owner's e-mail and Leave.
 */
export function WorkspaceSettings({ workspace: initial }: { workspace: WorkspaceView }) {
  const [workspace, setWorkspace] = useState(initial);
  const owner = workspace.role === "owner";

  return (
    <main id={SKIP_TARGET.main} className="mx-auto flex w-full max-w-3xl flex-col gap-6 px-4 py-8 sm:px-6">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="flex items-center gap-3 text-2xl font-bold tracking-tight">
          <span aria-hidden="true">{workspace.icon}</span>
          {workspacesCopy.settingsTitle}
        </h1>
        <BackToTasks />
      </div>
      <InformationSection workspace={workspace} onSaved={setWorkspace} />
      {owner && !workspace.isDefault && <CollaborationSection workspace={workspace} onMembersChange={(members) => setWorkspace({ ...workspace, members })} />}
      {!owner && <MemberSection workspace={workspace} />}
    </main>
  );
}

export function BackToTasks() {
  return (
    <Link href="/todo" className={buttonClasses({ variant: "secondary", size: "sm" })}>
      <ArrowLeft className="size-4" aria-hidden="true" />
      {workspacesCopy.backToTasks}
    </Link>
  );
}
