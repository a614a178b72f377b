// The release view of a run: the change engine run once, before the emitters, over the IR and the
// release state, so that no emitter runs a diff (issue 24: a closed IR). The docs' version history,
// the changelog and the surface snapshot are settled here; the emitters only lay them out.

import { diffOperation } from "../changes/diff-surfaces.js";
import { describeChange } from "../changes/report.js";
import { formatSurface } from "../changes/snapshot-text.js";
import { operationSurface, surfaceOf } from "../changes/surface.js";
import type { GatewayIR, OperationIR } from "../ir/ir.js";
import { versionKey, type ReleaseView, type VersionChanges } from "../ir/release-view.js";
import { changelogMarkdown } from "./changelog.js";
import type { ReleaseState } from "./release-state.js";

export function releaseView(ir: GatewayIR, release: ReleaseState): ReleaseView {
  const { unreleased } = release;
  return {
    version: release.version,
    ...(unreleased === undefined ? {} : { unreleased: { nextVersion: unreleased.nextVersion, bump: unreleased.bump } }),
    snapshot: formatSurface(surfaceOf(ir)),
    changelog: changelogMarkdown(release.history, unreleased),
    versionChanges: Object.fromEntries(ir.operations.flatMap((operation) => versionEntry(operation, ir.operations))),
  };
}

/** The changes of a version from the one it extends; none for a first version. */
function versionEntry(operation: OperationIR, operations: readonly OperationIR[]): [string, VersionChanges][] {
  const base = operations.find((candidate) => candidate.name === operation.name && candidate.version === operation.extends);
  if (operation.extends === undefined || base === undefined) return [];
  const changes = diffOperation(operationSurface(base), operationSurface(operation), base.version).map(describeChange);
  return [[versionKey(operation), { base: base.version, changes }]];
}
