// Deprecation in the change report. Deprecating a version or a field is a compatible change (minor:
// nothing stops working, callers are told to move); changing its dates or replacement is
// documentation; withdrawing it is compatible. A removal says whether what went had been deprecated:
// removing what never was is flagged in its row ("removed without deprecation"); removing what was
// is breaking all the same, and says since when it was deprecated.

import { deprecationDetail } from "../language/deprecation-words.js";
import type { Deprecation } from "../ir/ir.js";
import { changeAt, type Change, type ChangeSite } from "./change.js";

/** A version's (path "") or a field's marker before and after. */
export function diffDeprecation(site: ChangeSite, path: string, before: Deprecation | undefined, after: Deprecation | undefined): Change[] {
  if (JSON.stringify(before) === JSON.stringify(after)) return [];
  if (before === undefined) return [changeAt(site, path, "deprecated", "compatible", null, detail(after))];
  if (after === undefined) return [changeAt(site, path, "deprecation-withdrawn", "compatible", detail(before), null)];
  return [changeAt(site, path, "deprecation-changed", "documents", detail(before), detail(after), "deprecation")];
}

/** A removal, with what it had been deprecated with (`since 2026-11-01, ...`), or null when it never was. */
export function removalOf(change: Change, deprecated: Deprecation | undefined): Change {
  return { ...change, deprecation: deprecated === undefined ? null : deprecationDetail(deprecated) };
}

function detail(deprecation: Deprecation | undefined): string | null {
  return deprecation === undefined ? null : deprecationDetail(deprecation);
}

/** The words of a deprecation change, or undefined for any other change; `quote` marks up values. */
export function deprecationChangeWords(change: Change, quote: (text: string) => string): string | undefined {
  const before = change.before === null ? "none" : quote(change.before);
  const after = change.after === null ? "none" : quote(change.after);
  switch (change.kind) {
    case "deprecated":
      return `deprecated ${after}`;
    case "deprecation-withdrawn":
      return `no longer deprecated (was deprecated ${before})`;
    case "deprecation-changed":
      return `deprecation ${before} -> ${after}`;
    default:
      return undefined;
  }
}

/**
 * A removal in words: `removed` (or `version 1 removed`) with what it was, and whether it had been
 * deprecated: `removed without deprecation (was optional String)`, `removed (was optional String;
 * deprecated since 2026-11-01)`.
 */
export function removalWords(change: Change, quote: (text: string) => string, removed: string, was?: string): string {
  const never = change.deprecation === null ? " without deprecation" : "";
  const notes = [
    ...(was === undefined ? [] : [`was ${was}`]),
    ...(typeof change.deprecation === "string" ? [`deprecated ${quote(change.deprecation)}`] : []),
  ];
  return `${removed}${never}${notes.length === 0 ? "" : ` (${notes.join("; ")})`}`;
}
