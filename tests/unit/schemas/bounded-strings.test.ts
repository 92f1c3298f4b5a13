import { readdirSync, statSync } from "node:fs";
import path from "node:path";
import type { z } from "zod";
import * as parseSchemas from "@/lib/parse/schema";
import { parseCopy } from "@/lib/copy/parse";

/**
 * Every string a request schema accepts has a length cap, and the cap stops the parse before any
 * pattern, format or refinement looks at the value: a pattern that backtracks, run on an unbounded value,
 * blocks the event loop for every other request. Schemas that describe answers (never parsed from a
 * client) are listed apart.
 */

type Schema = z.ZodType & { _zod: { def: Record<string, unknown> & { type: string } } };

/**
 * Answers the API sends, never parsed from a request: by name, `…ViewSchema`, `…AnswerSchema`,
 * `…ListSchema` and `created…Schema` (what a creation answers), plus these.
 */
const RESPONSE_SCHEMAS = new Set(["accountSchema", "taskSchema", "commentSchema", "taskConflictErrorSchema", "pushPublicKeySchema"]);
const isResponseSchema = (name: string) => RESPONSE_SCHEMAS.has(name) || /(View|Answer|List)Schema$/.test(name) || /^created[A-Z]\w*Schema$/.test(name);

/** Every module of lib/schemas, and every lib/**\/schema.ts (the parse request, recurrences, ...). */
function schemaModules(): Record<string, unknown>[] {
  const lib = path.join(process.cwd(), "lib");
  const files: string[] = [];
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir)) {
      const full = path.join(dir, entry);
      if (statSync(full).isDirectory()) walk(full);
      else if (entry === "schema.ts" || (path.dirname(full) === path.join(lib, "schemas") && entry.endsWith(".ts"))) files.push(full);
    }
  };
  walk(lib);
  // eslint-disable-next-line @typescript-eslint/no-require-imports -- the modules are found at run time
  return files.sort().map((file) => require(file) as Record<string, unknown>);
}

function requestSchemas(): [string, Schema][] {
  const found: [string, Schema][] = [];
  for (const mod of schemaModules()) {
    for (const [name, value] of Object.entries(mod)) {
      if (value && typeof value === "object" && "_zod" in value && !isResponseSchema(name)) found.push([name, value as Schema]);
    }
  }
  return found;
}

interface Check {
  _zod: { def: { check: string; abort?: boolean; maximum?: number } };
}

/** The string schemas a value reaches first, with their path; a pipe's output only sees what its input let through. */
function stringLeaves(schema: Schema, path: string, out: [string, Schema][] = []): [string, Schema][] {
  const def = schema._zod.def;
  switch (def.type) {
    case "string":
      out.push([path, schema]);
      break;
    case "object":
      for (const [key, field] of Object.entries(def.shape as Record<string, Schema>)) stringLeaves(field, `${path}.${key}`, out);
      break;
    case "optional":
    case "nullable":
    case "default":
    case "prefault":
    case "readonly":
    case "catch":
    case "nonoptional":
      stringLeaves(def.innerType as Schema, path, out);
      break;
    case "pipe": {
      const before = out.length;
      stringLeaves(def.in as Schema, path, out);
      // An input that reads no string (a count of items not yet read, say) hands the value on as it is: walk the output.
      if (out.length === before) stringLeaves(def.out as Schema, path, out);
      break;
    }
    case "array":
      stringLeaves(def.element as Schema, `${path}[]`, out);
      break;
    case "union":
      for (const option of def.options as Schema[]) stringLeaves(option, path, out);
      break;
    case "record":
      stringLeaves(def.keyType as Schema, `${path}{key}`, out);
      stringLeaves(def.valueType as Schema, `${path}{}`, out);
      break;
    case "tuple":
      (def.items as Schema[]).forEach((item, i) => stringLeaves(item, `${path}[${i}]`, out));
      break;
    case "intersection":
      stringLeaves(def.left as Schema, path, out);
      stringLeaves(def.right as Schema, path, out);
      break;
    case "number":
    case "boolean":
    case "transform":
    case "literal":
    case "enum":
    case "unknown": // never read as it is (the import reads each item on its own, with its own schema)
      break;
    default:
      throw new Error(`${path}: schema type ${def.type} is not walked by this test; teach it`);
  }
  return out;
}

/** Why a string schema is not safely bounded, or null. */
function unboundedReason(schema: Schema): string | null {
  const def = schema._zod.def as { format?: string; checks?: Check[] };
  if (def.format) return `it is a ${def.format} format checked before any cap (cap a plain string, then .pipe() into the format)`;
  const checks = def.checks ?? [];
  const cap = checks.findIndex((c) => c._zod.def.check === "max_length");
  if (cap === -1) return "no maximum length";
  const firstSlow = checks.findIndex((c) => !["overwrite", "min_length", "max_length"].includes(c._zod.def.check));
  if (firstSlow !== -1 && (firstSlow < cap || !checks[cap]._zod.def.abort)) {
    return "a pattern or refinement runs before (or despite) the length cap: give the cap { abort: true } and put it first";
  }
  return null;
}

const leaves = requestSchemas().flatMap(([name, schema]) => stringLeaves(schema, name));

describe("request schemas bound their strings before any pattern", () => {
  it("finds the schemas' string fields", () => {
    expect(leaves.length).toBeGreaterThan(20);
    expect(leaves.map(([path]) => path)).toEqual(expect.arrayContaining(["parseTaskRequestSchema.now", "sendEmailSchema.html", "registerSchema.name"]));
  });

  it.each(leaves)("%s is capped before it is matched", (_path, schema) => {
    expect(unboundedReason(schema)).toBeNull();
  });

  it.each(leaves)("%s never hands a 63,000-character value to a pattern or Date.parse", (_path, schema) => {
    const longest = recordMatchedLengths(() => {
      schema.safeParse("T".repeat(63_000));
      schema.safeParse("<".repeat(50_000));
      schema.safeParse(`2026-01-01T${"0".repeat(63_000)}Z`);
    });
    expect(longest).toBeLessThanOrEqual(1_000);
  });
});

describe("the parse request's now", () => {
  it("refuses a 63,000-character value with its own message, without matching it", () => {
    let result: ReturnType<typeof parseSchemas.parseTaskRequestSchema.safeParse> | undefined;
    const longest = recordMatchedLengths(() => {
      result = parseSchemas.parseTaskRequestSchema.safeParse({ prompt: "call mom", timeZone: "UTC", now: `T${"0".repeat(63_000)}Z` });
    });
    expect(result?.success).toBe(false);
    expect(result?.error?.issues[0]?.message).toBe(parseCopy.nowInvalid);
    expect(longest).toBeLessThanOrEqual(40);
  });

  it.each(["2026-03-08T03:30:00Z", "2026-03-08T03:30:00.123+05:30", "2026-03-08T03:30-0400", "2026-03-08t03:30:00z"])("accepts %s", (now) => {
    expect(parseSchemas.parseTaskRequestSchema.safeParse({ prompt: "call mom", timeZone: "UTC", now }).success).toBe(true);
  });

  it.each(["2026-03-08", "2026-03-08T03:30:00", "noon T 12:00Z", "2026-13-45T99:99:00Z", "x2026-03-08T03:30:00Z"])("refuses %s", (now) => {
    expect(parseSchemas.parseTaskRequestSchema.safeParse({ prompt: "call mom", timeZone: "UTC", now }).success).toBe(false);
  });
});

/** A pattern that is one character class and nothing else (zod counts code points with one): linear. */
const isSingleClass = (pattern: RegExp) => pattern.source.startsWith("[") && pattern.source.indexOf("]") === pattern.source.length - 1;

/**
 * Runs `run` and answers the longest string that a RegExp (other than a lone character class) or
 * Date.parse was given meanwhile.
 */
function recordMatchedLengths(run: () => void): number {
  let longest = 0;
  const { exec, test } = RegExp.prototype;
  const { parse } = Date;
  const note = (value: unknown, pattern?: RegExp) => {
    if (pattern && isSingleClass(pattern)) return;
    if (typeof value === "string") longest = Math.max(longest, value.length);
  };
  RegExp.prototype.exec = function (this: RegExp, value: string) {
    note(value, this);
    return exec.call(this, value);
  };
  RegExp.prototype.test = function (this: RegExp, value: string) {
    note(value, this);
    return test.call(this, value);
  };
  Date.parse = (value: string) => {
    note(value);
    return parse(value);
  };
  try {
    run();
  } finally {
    RegExp.prototype.exec = exec;
    RegExp.prototype.test = test;
    Date.parse = parse;
  }
  return longest;
}
