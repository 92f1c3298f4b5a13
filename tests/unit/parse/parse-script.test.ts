import { spawnSync } from "node:child_process";
import { readFileSync } from "node:fs";
import path from "node:path";
import { parseTask } from "@/lib/parse/parse-task";

/** scripts/parse.ts run as a real child process (JSON lines in, JSON lines out), under other process zones. */

const root = path.join(__dirname, "../../..");
const corpus = readFileSync(path.join(root, "tests/fixtures/parse/corpus.jsonl"), "utf8");
const rows = corpus.split("\n").filter((l) => l.trim() !== "").map((l) => JSON.parse(l));

function runScript(input: string, tz: string) {
  const result = spawnSync(process.execPath, ["--import", "tsx", "scripts/parse.ts"], {
    cwd: root,
    input,
    env: { ...process.env, TZ: tz },
    encoding: "utf8",
    timeout: 60_000,
  });
  expect(result.status).toBe(0);
  return result.stdout.split("\n").filter((l) => l !== "").map((l) => JSON.parse(l));
}

describe("npm run parse", () => {
  it("answers each corpus line with the parser's fields, the same under any process time zone", () => {
    const expected = rows.map((r) => parseTask(r.text, { now: new Date(r.now), timeZone: r.timeZone }));
    for (const tz of ["Pacific/Auckland", "America/Los_Angeles"]) {
      const out = runScript(corpus, tz);
      expect(out).toHaveLength(rows.length);
      expect(Object.keys(out[0]).sort()).toEqual(["dueDate", "followUp", "stillNeeded", "suggestions", "title", "urgency"]);
      expect(out.map((o) => o.dueDate)).toEqual(expected.map((e) => e.dueDate));
      expect(out.map((o) => o.title)).toEqual(expected.map((e) => e.title));
    }
  }, 120_000);

  it("answers a bad line with an error and keeps going", () => {
    const out = runScript(
      ['not json', '{"text":"Call mom","now":"2025-03-12","timeZone":"UTC"}', '{"text":"Call mom at 5","now":"2025-03-12T14:00:00Z","timeZone":"UTC"}'].join("\n"),
      "UTC",
    );
    expect(out[0]).toEqual({ error: "not JSON" });
    expect(out[1]).toEqual({ error: "now: must be an ISO date-time with an offset" });
    expect(out[2]).toMatchObject({ title: "Call mom", dueDate: "2025-03-12T17:00:00.000Z" });
  }, 60_000);
});
