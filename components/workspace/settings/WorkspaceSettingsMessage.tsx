import { Card } from "@/components/ui/Card";
import { SKIP_TARGET } from "@/lib/constants/common";
import { BackToTasks } from "./WorkspaceSettings";

/** The settings page when there is nothing to show: 'Workspace not found' or 'Failed to load workspace settings'. */
export function WorkspaceSettingsMessage({ message }: { message: string }) {
  return (
    <main id={SKIP_TARGET.main} className="mx-auto flex w-full max-w-3xl flex-col gap-6 px-4 py-8 sm:px-6">
      <Card className="flex flex-col items-center gap-4 p-10 text-center">
        <h1 className="text-xl font-semibold">{message}</h1>
        <BackToTasks />
      </Card>
    </main>
  );
}
