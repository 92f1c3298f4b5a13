import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import ts from "typescript";

/**
 * The catalogues' own rules: every user-facing text is written once in lib/copy (a text two places
 * show is one entry, or one local constant referenced twice), and no module under lib/ grows past
 * 300 lines (split it by feature instead). Single lowercase words ("day", "days", "th") are pieces
 * that sentences are built from, not texts, and may repeat.
 */

const LIB = path.join(process.cwd(), "lib");

function filesUnder(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return filesUnder(full);
    return /\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

/** Each string and template literal of a source text, as written, with its line. */
function literalsOf(file: string): { text: string; where: string }[] {
  const source = ts.createSourceFile(file, fs.readFileSync(file, "utf8"), ts.ScriptTarget.Latest, true);
  const found: { text: string; where: string }[] = [];
  const visit = (node: ts.Node): void => {
    if (ts.isImportDeclaration(node) || ts.isExportDeclaration(node)) return;
    if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node) || ts.isTemplateExpression(node)) {
      const text = ts.isTemplateExpression(node) ? node.getText(source) : node.text;
      const { line } = source.getLineAndCharacterOfPosition(node.getStart(source));
      found.push({ text, where: `${path.relative(process.cwd(), file)}:${line + 1}` });
      return;
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

/** Texts written more than once among `files`, with where. */
function repeatedTexts(files: string[]): string[] {
  const seen = new Map<string, string[]>();
  for (const file of files) {
    for (const { text, where } of literalsOf(file)) {
      if (/^[a-z]+$/.test(text)) continue;
      seen.set(text, [...(seen.get(text) ?? []), where]);
    }
  }
  return [...seen].filter(([, places]) => places.length > 1).map(([text, places]) => `${text} (${places.join(", ")})`);
}

describe("lib/copy", () => {
  it("writes each text once across all catalogues", () => {
    const files = filesUnder(path.join(LIB, "copy"));
    expect(files.length).toBeGreaterThan(5);
    expect(repeatedTexts(files)).toEqual([]);
  });

  it("the check finds a text written twice (fake catalogue file)", () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "copy-"));
    const file = path.join(dir, "fake.ts");
    fs.writeFileSync(file, 'import { x } from "./x";\nexport const a = { x: "Cancel", y: `Hi ${x}`, z: "Cancel", w: `Hi ${x}`, u: "day", v: "day" };\n');
    try {
      expect(repeatedTexts([file])).toEqual([`Cancel (${path.relative(process.cwd(), file)}:2, ${path.relative(process.cwd(), file)}:2)`, expect.stringMatching(/^`Hi \$\{x\}` /)]);
    } finally {
      fs.rmSync(dir, { recursive: true });
    }
  });
});

describe("lib/", () => {
  it("has no module over 300 lines", () => {
    const long = filesUnder(LIB)
      .map((file) => ({ file: path.relative(process.cwd(), file), lines: fs.readFileSync(file, "utf8").split("\n").length }))
      .filter(({ lines }) => lines > 300);
    expect(long).toEqual([]);
  });
});
