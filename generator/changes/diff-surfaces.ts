// The diff engine: two API surfaces in, every difference out as a classified change. Pure. The
// surfaces are compared in their comparable form (comparable.ts): a reorder is no change. No
// difference goes unreported: where no specific comparison explains one, each differing value
// still yields a change of kind `changed`, a warning (unexplained.ts).

import { compareText, compareVersions } from "../language/spec-paths.js";
import { changeAt, type Change, type ChangeSite, type Effect } from "./change.js";
import { comparableOperation, comparableSurface } from "./comparable.js";
import { diffApi, SHARED_SITE } from "./diff-api.js";
import { diffMessage } from "./diff-messages.js";
import { diffNamedGroups, diffNamedTypes } from "./diff-named.js";
import type { ApiSurface, OperationSurface } from "./surface.js";
import { diffDeprecation, removalOf } from "./deprecations.js";
import { unexplained } from "./unexplained.js";
import { diffNames } from "./diff-names.js";
import { withoutUnrecordedParts } from "./surface-parts.js";

export function diffSurfaces(released: ApiSurface, current: ApiSurface): Change[] {
  const unrecorded = withoutUnrecordedParts(released, current);
  const [before, after] = [comparableSurface(unrecorded.released), comparableSurface(current)];
  return [
    ...unrecorded.changes,
    ...diffDefaultVersions(before.operations, after.operations),
    ...diffOperations(before.operations, after.operations),
    ...diffApi(before.api, after.api),
    ...diffNamedTypes(before.dataTypes, after.dataTypes),
    ...diffNamedGroups(before.groups, after.groups),
    ...diffNames(before.names, after.names),
    ...unexplained(SHARED_SITE, "surface", before.format, after.format, []),
  ];
}

const keyOf = (operation: OperationSurface) => `${operation.name} ${operation.version}`;

/**
 * Moving a method's default version changes what a call that names no version sends and gets, and
 * what the unversioned types name: as much as the new default differs from the old one does.
 */
function diffDefaultVersions(before: readonly OperationSurface[], after: readonly OperationSurface[]): Change[] {
  const defaults = (operations: readonly OperationSurface[]) =>
    new Map(operations.filter((operation) => operation.isDefault).map((operation) => [operation.name, operation]));
  const [old, now] = [defaults(before), defaults(after)];
  return [...now].flatMap(([name, current]) => {
    const previous = old.get(name);
    if (previous === undefined || previous.version === current.version) return [];
    const site = { operation: name, version: current.version, direction: "api" } as const;
    return [
      changeAt(site, "", "default-version-changed", effectOfMove(diffOperation(previous, current)), previous.version, current.version),
    ];
  });
}

/** The strongest level among the differences of two versions, as the effect of moving from one to the other. */
function effectOfMove(changes: readonly Change[]): Effect {
  if (changes.some((change) => change.level === "breaking")) return "breaks";
  if (changes.some((change) => change.level === "warning")) return "undecided";
  return "compatible";
}

function diffOperations(before: readonly OperationSurface[], after: readonly OperationSurface[]): Change[] {
  const [old, now] = [new Map(before.map((entry) => [keyOf(entry), entry])), new Map(after.map((entry) => [keyOf(entry), entry]))];
  const keys = [...new Set([...old.keys(), ...now.keys()])];
  const ordered = keys
    .map((key) => (now.get(key) ?? old.get(key)) as OperationSurface)
    .sort((a, b) => compareText(a.name, b.name) || compareVersions(a.version, b.version));
  return ordered.flatMap((operation) => {
    const [a, b] = [old.get(keyOf(operation)), now.get(keyOf(operation))];
    const site = { operation: operation.name, version: operation.version, direction: "api" } as const;
    if (b === undefined) return [removalOf(changeAt(site, "", "version-removed", "breaks", operation.version, null), operation.deprecated)];
    if (a === undefined) return versionAdded(b, now);
    return diffOperation(a, b);
  });
}

/** A new version breaks nobody; what it changes from the version it extends is listed beside it. */
function versionAdded(operation: OperationSurface, operations: ReadonlyMap<string, OperationSurface>): Change[] {
  const site = { operation: operation.name, version: operation.version, direction: "api" } as const;
  const added = changeAt(site, "", "version-added", "compatible", operation.extends ?? null, operation.version);
  const base = operation.extends === undefined ? undefined : operations.get(`${operation.name} ${operation.extends}`);
  return base === undefined ? [added] : [added, ...diffOperation(base, operation, base.version)];
}

/** Two versions of one operation (the same version before and after, or a version against its base). */
export function diffOperation(released: OperationSurface, current: OperationSurface, relativeTo?: string): Change[] {
  const [before, after] = [comparableOperation(released), comparableOperation(current)];
  const site = (direction: ChangeSite["direction"]): ChangeSite => ({
    operation: after.name,
    version: after.version,
    direction,
    ...(relativeTo === undefined ? {} : { relativeTo }),
  });
  // Against its base, a version of course extends it: its own `extends` is no difference.
  const keys =
    relativeTo === undefined ? (["title", "description", "section", "extends"] as const) : (["title", "description", "section"] as const);
  const words = keys.flatMap((key) =>
    before[key] === after[key]
      ? []
      : [changeAt(site("api"), "", "documentation-changed", "documents", before[key] ?? null, after[key] ?? null, key)],
  );
  const message = (direction: "request" | "response") => {
    const changes = diffMessage(site(direction), before[direction], after[direction]);
    return [...changes, ...unexplained(site(direction), "", before[direction], after[direction], changes)];
  };
  // A version's own deprecation is no difference from the version it extends.
  const deprecation = relativeTo === undefined ? diffDeprecation(site("api"), "", before.deprecated, after.deprecated) : [];
  const changes = [...words, ...deprecation, ...message("request"), ...message("response")];
  const { isDefault: _a, version: _av, extends: _ae, deprecated: _ad, ...comparedBefore } = before;
  const { isDefault: _b, version: _bv, extends: _be, deprecated: _bd, ...comparedAfter } = after;
  return [...changes, ...unexplained(site("api"), "", comparedBefore, comparedAfter, changes)];
}
