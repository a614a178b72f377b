// Public names (public-names.ts) that moved: a name that names the same thing under another word
// breaks every consumer that uses it (code that imports the type, an SDK generated from openapi.json
// whose methods and types are named after operationIds and components). Names that come or go with
// what they name are the additions and removals the other comparisons report.

import { compareText } from "../language/spec-paths.js";
import { changeAt, type Change } from "./change.js";

type Names = Record<string, Record<string, string>>;

export function diffNames(before: Names | undefined, after: Names | undefined): Change[] {
  if (before === undefined || after === undefined) return [];
  const scopes = Object.keys(after)
    .filter((scope) => before[scope] !== undefined)
    .sort(compareText);
  return scopes.flatMap((scope) => {
    const [old, now] = [before[scope] as Record<string, string>, after[scope] as Record<string, string>];
    const [operation = "*", version = "*"] = scope.split(" ");
    return Object.keys(now)
      .filter((what) => old[what] !== undefined && old[what] !== now[what])
      .sort(compareText)
      .map((what) =>
        changeAt({ operation, version, direction: "api" }, what, "name-changed", "breaks", old[what] ?? null, now[what] ?? null),
      );
  });
}
