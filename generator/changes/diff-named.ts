// The reference's lists of data types and shared groups. What a change to one does to a field is
// reported at every field that uses it (with its effect on callers and readers); here it only
// documents the list itself, in the same words a field's change has.

import { compareText } from "../language/spec-paths.js";
import { changeAt, type Change } from "./change.js";
import { SHARED_SITE } from "./diff-api.js";
import { diffFields } from "./diff-messages.js";
import { diffType, typeText } from "./diff-types.js";
import { plainText } from "./plain-words.js";
import type { FieldSurface, LeafType } from "./surface.js";

interface DataType {
  title?: string;
  description?: string;
  section?: string;
  node: LeafType;
}

interface Group {
  description?: string;
  section?: string;
  root: Record<string, FieldSurface>;
  mountedAt: string[];
}

export function diffNamedTypes(before: Record<string, unknown>, after: Record<string, unknown>): Change[] {
  return diffNamed(
    "data type",
    before,
    after,
    (name, a: DataType, b: DataType) => [
      ...diffType(SHARED_SITE, name, a.node, b.node),
      ...words(name, "data type", a, b, ["title", "description", "section"]),
    ],
    (type: DataType) => typeText(type.node),
  );
}

export function diffNamedGroups(before: Record<string, unknown>, after: Record<string, unknown>): Change[] {
  return diffNamed(
    "shared group",
    before,
    after,
    (name, a: Group, b: Group) => [
      ...diffFields({ ...SHARED_SITE, direction: "request" }, a.root, b.root),
      ...words(name, "shared group", a, b, ["description", "section", "mountedAt"]),
    ],
    (group: Group) => `members ${Object.keys(group.root).join(", ")}`,
  );
}

/** Each named entry added, removed or changed, every change as documentation of the list. */
function diffNamed<T>(
  what: string,
  before: Record<string, unknown>,
  after: Record<string, unknown>,
  compare: (name: string, a: T, b: T) => Change[],
  summary: (entry: T) => string,
): Change[] {
  const names = [...new Set([...Object.keys(before), ...Object.keys(after)])].sort(compareText);
  return names.flatMap((name) => {
    const [a, b] = [before[name] as T | undefined, after[name] as T | undefined];
    if (JSON.stringify(a) === JSON.stringify(b)) return [];
    if (a === undefined || b === undefined)
      return [
        changeAt(
          SHARED_SITE,
          name,
          "documentation-changed",
          "documents",
          a === undefined ? null : summary(a),
          b === undefined ? null : summary(b),
          what,
        ),
      ];
    return compare(name, a, b).map((change) =>
      change.kind === "documentation-changed" && change.path === name
        ? change
        : changeAt(
            SHARED_SITE,
            name,
            "documentation-changed",
            "documents",
            change.before,
            change.after,
            `${what} ${describedFacet(change)}`,
          ),
    );
  });
}

/** `length`, or for a group member `city: length`. */
function describedFacet(change: Change): string {
  const facet = change.facet ?? change.kind.replace(/-/g, " ");
  return change.path.includes(".") || change.direction !== "api" ? `${change.path}: ${facet}` : facet;
}

function words<T extends object>(name: string, what: string, a: T, b: T, keys: readonly (keyof T & string)[]): Change[] {
  return keys.flatMap((key) =>
    JSON.stringify(a[key]) === JSON.stringify(b[key])
      ? []
      : [changeAt(SHARED_SITE, name, "documentation-changed", "documents", plainText(a[key]), plainText(b[key]), `${what} ${key}`)],
  );
}
