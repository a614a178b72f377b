// `api-snapshot.json` as text: keys sorted, one field (or gap, or rule) a line, so that the file is
// the same for the same surface whatever order the IR was built in, and its diff in a pull request
// reads as the list of what changed.

import { canonical, SURFACE_FORMAT, type ApiSurface } from "./surface.js";
import { fromFileKeys, toFileKeys } from "./snapshot-keys.js";

/** Maps whose entries are fields: each printed on one line. */
const FIELD_MAPS = new Set(["fields", "errorShape", "root"]);
/** A value whose JSON is this short stays on one line. */
const INLINE_WIDTH = 100;
/** An array element (a gap, a rule, a statement) this short stays on one line; an operation does not. */
const INLINE_ELEMENT_WIDTH = 1000;

export function formatSurface(surface: ApiSurface): string {
  return `${printValue(canonical(toFileKeys(surface)), "", false)}\n`;
}

/** Reads a snapshot; `where` names it in the error when it is not one. */
export function parseSurface(text: string, where: string): ApiSurface {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch (error) {
    throw new Error(`${where} is not JSON: ${(error as Error).message}`);
  }
  const format = (value as { format?: unknown } | null)?.format;
  if (format !== SURFACE_FORMAT) throw new Error(`${where} is not an API snapshot of format ${SURFACE_FORMAT} (found ${String(format)})`);
  // Canonical as a surface made here is, whoever wrote the file.
  return canonical(fromFileKeys(value)) as ApiSurface;
}

function printValue(value: unknown, indent: string, inline: boolean): string {
  // Empty lists and objects are short: always on one line, as `[]` and `{}`.
  const compact = JSON.stringify(value);
  if (inline || value === null || typeof value !== "object" || compact.length <= INLINE_WIDTH) return compact;
  const inner = `${indent}  `;
  if (Array.isArray(value)) {
    const element = (entry: unknown) => printValue(entry, inner, JSON.stringify(entry).length <= INLINE_ELEMENT_WIDTH);
    return `[\n${value.map((entry) => `${inner}${element(entry)}`).join(",\n")}\n${indent}]`;
  }
  const entries = Object.entries(value);
  return `{\n${entries.map(([key, entry]) => `${inner}${JSON.stringify(key)}: ${printEntry(key, entry, inner)}`).join(",\n")}\n${indent}}`;
}

function printEntry(key: string, entry: unknown, indent: string): string {
  if (!FIELD_MAPS.has(key) || entry === null || typeof entry !== "object" || Array.isArray(entry)) return printValue(entry, indent, false);
  const inner = `${indent}  `;
  const fields = Object.entries(entry);
  if (fields.length === 0) return "{}";
  return `{\n${fields.map(([path, field]) => `${inner}${JSON.stringify(path)}: ${JSON.stringify(field)}`).join(",\n")}\n${indent}}`;
}
