import { Card } from "@/components/ui/Card";
import { apiDocsCopy } from "@/lib/copy/api-docs";
import type { ApiReferenceEntry } from "@/server/openapi/reference";

const METHOD_STYLE: Record<string, string> = {
  get: "bg-emerald-100 text-emerald-800 dark:bg-emerald-900/40 dark:text-emerald-300",
  post: "bg-indigo-100 text-indigo-800 dark:bg-indigo-900/40 dark:text-indigo-300",
  patch: "bg-amber-100 text-amber-800 dark:bg-amber-900/40 dark:text-amber-300",
  delete: "bg-rose-100 text-rose-800 dark:bg-rose-900/40 dark:text-rose-300",
};

/** The API reference, rendered on the server from the OpenAPI entries (no client script). */
export function ApiReference({ groups }: { groups: { tag: string; entries: ApiReferenceEntry[] }[] }) {
  return (
    <main className="mx-auto max-w-4xl space-y-8 px-4 py-10">
      <header className="space-y-3">
        <h1 className="text-3xl font-bold">{apiDocsCopy.title}</h1>
        <p className="text-slate-600 dark:text-slate-300">{apiDocsCopy.intro}</p>
        <p className="text-slate-600 dark:text-slate-300">
          {apiDocsCopy.machineReadable}{" "}
          <a className="text-indigo-600 underline dark:text-indigo-400" href="/api/openapi.json">
            /api/openapi.json
          </a>
        </p>
      </header>
      <nav aria-label={apiDocsCopy.sections}>
        <ul className="flex flex-wrap gap-2">
          {groups.map((g) => (
            <li key={g.tag}>
              <a className="rounded-full border border-slate-300 px-3 py-1 text-sm dark:border-slate-700" href={`#${anchor(g.tag)}`}>
                {g.tag}
              </a>
            </li>
          ))}
        </ul>
      </nav>
      {groups.map((group) => (
        <section key={group.tag} id={anchor(group.tag)} className="space-y-4">
          <h2 className="text-2xl font-semibold">{group.tag}</h2>
          {group.entries.map((e) => (
            <Card as="article" key={`${e.method} ${e.path}`} className="space-y-3 p-4" id={anchor(`${e.method} ${e.path}`)}>
              <h3 className="flex flex-wrap items-center gap-2 font-mono text-sm">
                <span className={`rounded px-2 py-0.5 font-bold uppercase ${METHOD_STYLE[e.method] ?? ""}`}>{e.method}</span>
                <span className="break-all">{e.path}</span>
              </h3>
              <p>{e.summary}</p>
              <p className="text-sm text-slate-600 dark:text-slate-400">
                {apiDocsCopy.authLabel} {apiDocsCopy.auth[e.auth]}
              </p>
              {e.query && <Schema title={apiDocsCopy.query} json={e.query} />}
              {e.body && <Schema title={apiDocsCopy.body} json={e.body} />}
              <p className="text-sm text-slate-600 dark:text-slate-400">
                {apiDocsCopy.answers(e.successStatus)} {e.response && <code className="text-xs">{"{ data }"}</code>}
              </p>
              {e.response && <Schema title={apiDocsCopy.response} json={e.response} />}
            </Card>
          ))}
        </section>
      ))}
    </main>
  );
}

function Schema({ title, json }: { title: string; json: string }) {
  return (
    <details>
      <summary className="cursor-pointer text-sm font-medium">{title}</summary>
      <pre className="mt-2 max-h-96 overflow-auto rounded-lg bg-slate-100 p-3 text-xs dark:bg-slate-950">{json}</pre>
    </details>
  );
}

const anchor = (text: string) => text.toLowerCase().replace(/[^a-z0-9]+/g, "-");
