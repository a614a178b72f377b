// A file that cannot be parsed or breaks the meta-schema is left out of the spec model. A file that
// parsed keeps the names it defines (its types, group, fields, rules, operation and version): they
// exist, so a check that looks one up stays quiet, and a name it does not define is still reported.
// A file that did not parse, or a section document (which defines no names of its own), marks the
// kind it declares unread: a check that would look a name up in that kind stays quiet. Every other
// check runs, so one broken file hides nothing else.

import { closestName } from "../diagnostics/suggest.js";
import type { SpecFile } from "../load/spec-file.js";
import type { SalvagedNames } from "./spec-model.js";

/** How far into a file that could not be parsed its `kind:` line is looked for. */
const KIND_SCAN_CHARACTERS = 64 * 1024;

/** The kinds a file that could not be read may have defined: its own, or every kind when it cannot be told. */
export function kindsOfUnreadFile(file: SpecFile, kinds: readonly string[]): string[] {
  const declared = declaredKind(file);
  if (declared === undefined) return [...kinds];
  if (kinds.includes(declared)) return [declared];
  // `kind: field` most likely meant `fields`; a kind nothing like any other leaves every kind unread.
  const meant = closestName(declared, kinds);
  return meant === undefined ? [...kinds] : [meant];
}

function declaredKind(file: SpecFile): string | undefined {
  const data = file.data as { kind?: unknown } | null;
  if (data !== null && typeof data === "object" && typeof data.kind === "string") return data.kind;
  // The file did not parse: its `kind:` line is read as text (a mistake further down leaves it whole).
  const match = /^kind:[ \t]*["']?([A-Za-z-]+)["']?[ \t]*(#.*)?$/m.exec(file.text.slice(0, KIND_SCAN_CHARACTERS));
  return match?.[1];
}

/** The kinds a spec file may declare, as the meta-schema lists them. */
export function specKinds(metaSchema: unknown): string[] {
  const kind = (metaSchema as { properties?: { kind?: { enum?: unknown } } }).properties?.kind?.enum;
  return Array.isArray(kind) ? kind.filter((value): value is string => typeof value === "string") : [];
}

/**
 * Adds to `salvaged` the names a parsed file that broke the meta-schema defines; false when the file
 * defines none that can be told (it did not parse, or is no types, group, fields, rules or operation file).
 */
export function salvageNames(file: SpecFile, salvaged: SalvagedNames): boolean {
  if (file.problems.length > 0 || !isObject(file.data)) return false;
  const data = file.data;
  const keysOf = (value: unknown) => (isObject(value) ? Object.keys(value) : []);
  switch (data.kind) {
    case "types":
      for (const name of keysOf(data.types)) salvaged.types.add(name);
      return true;
    case "group":
      if (typeof data.name !== "string") return false;
      salvaged.groups.set(data.name, { members: keysOf(data.fields), file });
      return true;
    case "fields":
      for (const path of keysOf(data.fields)) salvaged.fields.set(path, file);
      return true;
    case "rules":
      for (const rule of Array.isArray(data.rules) ? (data.rules as unknown[]) : [])
        if (isObject(rule) && typeof rule.id === "string") salvaged.rules.add(rule.id);
      return true;
    case "operation": {
      if (typeof data.operation !== "string") return false;
      const version = typeof data.version === "number" || typeof data.version === "string" ? String(data.version) : undefined;
      salvaged.operations.push({ operation: data.operation, ...(version === undefined ? {} : { version }) });
      return true;
    }
    default:
      return false;
  }
}

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}
