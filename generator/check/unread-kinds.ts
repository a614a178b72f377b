// A file that cannot be parsed or breaks the meta-schema is left out of the spec model, and the kind
// it declares (fields, types, operation...) is marked unread: a check that would look a name up in
// that kind stays quiet, since the name may be defined in the file it could not read. Every other
// check runs, so one broken file hides nothing else.

import { closestName } from "../diagnostics/suggest.js";
import type { SpecFile } from "../load/spec-file.js";

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
