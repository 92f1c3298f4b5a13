import { buttonClasses } from "@/components/ui/Button";
import { transferCopy } from "@/lib/copy/transfer";
import type { WorkspaceView } from "@/lib/schemas/workspace";
import { SettingsSection } from "./Section";

/** Settings → Export: plain download links (the browser streams them to a file). */
export function ExportSection({ workspaces }: { workspaces: WorkspaceView[] }) {
  return (
    <SettingsSection id="export" title={transferCopy.exportTitle} intro={transferCopy.exportIntro}>
      <div className="flex flex-wrap gap-2">
        <a className={buttonClasses({ size: "sm" })} href="/api/export" download>
          {transferCopy.exportJson}
        </a>
        {workspaces.map((w) => (
          <a key={w.id} className={buttonClasses({ variant: "secondary", size: "sm" })} href={`/api/export/csv?workspaceId=${encodeURIComponent(w.id)}`} download>
            {transferCopy.exportCsv}: {w.icon} {w.name}
          </a>
        ))}
      </div>
    </SettingsSection>
  );
}
