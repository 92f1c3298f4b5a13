import { appwriteTime, FakeError, type Json } from "../server";
import { columnOf, type Column, type Table } from "./model";

/**
 * Row structure as Appwrite validates it against the table's columns: an unknown column, a value of the
 * wrong type or too long, or a missing required column is 400 row_invalid_structure; datetimes are
 * stored (and answered) in Appwrite's "+00:00" form.
 */

/** Validates one value against its column; datetimes are stored in Appwrite's form. */
function checkValue(c: Column, value: unknown): unknown {
  if (value === null || value === undefined) {
    if (c.required) throw new FakeError(400, "row_invalid_structure", `Invalid document structure: Missing required attribute "${c.key}"`);
    return null;
  }
  if (c.array) {
    if (!Array.isArray(value)) throw invalid(c, "must be an array");
    return value.map((element) => checkScalar(c, element));
  }
  return checkScalar(c, value);
}

function checkScalar(c: Column, value: unknown): unknown {
  switch (c.type) {
    case "varchar":
    case "text":
    case "string":
      if (typeof value !== "string") throw invalid(c, "must be a string");
      if (c.size !== undefined && value.length > c.size) throw invalid(c, `must be at most ${c.size} chars`);
      return value;
    case "integer":
      if (!Number.isInteger(value)) throw invalid(c, "must be a valid integer");
      return value;
    case "double":
      if (typeof value !== "number" || !Number.isFinite(value)) throw invalid(c, "must be a valid float");
      return value;
    case "boolean":
      if (typeof value !== "boolean") throw invalid(c, "must be a boolean");
      return value;
    case "datetime":
      if (typeof value !== "string" || Number.isNaN(Date.parse(value))) throw invalid(c, "must be a valid date");
      return appwriteTime(value);
  }
}

const invalid = (c: Column, what: string) => new FakeError(400, "row_invalid_structure", `Invalid document structure: Attribute "${c.key}" ${what}`);

/** The checked values of a write; a new row gets every column (its default, or null). */
export function checkData(t: Table, data: Json, creating: boolean): Json {
  const checked: Json = {};
  for (const [key, value] of Object.entries(data)) {
    const c = columnOf(t, key);
    if (!c) throw new FakeError(400, "row_invalid_structure", `Invalid document structure: Unknown attribute: "${key}"`);
    checked[key] = checkValue(c, value);
  }
  if (creating) {
    for (const c of t.columns) {
      if (!(c.key in checked)) checked[c.key] = checkValue(c, c.default ?? null);
    }
  }
  return checked;
}
