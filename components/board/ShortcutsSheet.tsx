"use client";

import { BOARD_SHORTCUT_KEYS, BOARD_SHORTCUT_ORDER } from "@/lib/constants/shortcuts";
import { WORKSPACE_SHORTCUT_COUNT } from "@/lib/constants/workspaces";
import { shortcutsCopy } from "@/lib/copy/shortcuts";
import { Dialog } from "@/components/ui/Dialog";
import { shortcutHint, useIsMac } from "@/components/workspace/useWorkspaceShortcuts";

const keyCap = (key: string) => shortcutsCopy.keyCaps[key] ?? key;

function Keys({ keys }: { keys: readonly string[] }) {
  return (
    <span className="inline-flex flex-wrap items-center gap-1">
      {keys.map((key, i) => (
        <span key={key} className="inline-flex items-center gap-1">
          {i > 0 && <span className="text-xs text-slate-600 dark:text-slate-400">{shortcutsCopy.or}</span>}
          <kbd className="min-w-6 rounded border border-slate-300 bg-slate-50 px-1.5 py-0.5 text-center font-mono text-xs text-slate-800 dark:border-slate-600 dark:bg-slate-800 dark:text-slate-100">
            {keyCap(key)}
          </kbd>
        </span>
      ))}
    </span>
  );
}

/** Every keyboard shortcut with what it does: the board's single keys, then the workspace switcher's. */
export function ShortcutList() {
  const mac = useIsMac();
  const rows = [
    ...BOARD_SHORTCUT_ORDER.map((id) => ({ id, keys: BOARD_SHORTCUT_KEYS[id] as readonly string[], action: shortcutsCopy.actions[id] })),
    {
      id: "switchWorkspace",
      keys: [`${shortcutHint(1, mac)} … ${shortcutHint(WORKSPACE_SHORTCUT_COUNT, mac)}`],
      action: shortcutsCopy.switchWorkspace,
    },
  ];
  return (
    <table className="w-full text-left text-sm" data-testid="shortcut-list">
      <thead className="sr-only">
        <tr>
          <th scope="col">{shortcutsCopy.keyColumn}</th>
          <th scope="col">{shortcutsCopy.actionColumn}</th>
        </tr>
      </thead>
      <tbody className="divide-y divide-slate-100 dark:divide-slate-800">
        {rows.map((row) => (
          <tr key={row.id}>
            <td className="py-1.5 pr-4 align-top whitespace-nowrap">
              <Keys keys={row.keys} />
            </td>
            <td className="py-1.5 text-slate-700 dark:text-slate-300">{row.action}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** The sheet `?` opens on the board. */
export function ShortcutsSheet({ open, onClose }: { open: boolean; onClose: () => void }) {
  return (
    <Dialog open={open} onClose={onClose} title={shortcutsCopy.title} description={shortcutsCopy.sheetDescription}>
      <ShortcutList />
    </Dialog>
  );
}
