// What the spec holds that no release has: the change report of the spec against the latest release's
// surface (release/api-snapshot.json). It is the comparison `npm run changes` prints without
// arguments and the one `npm run release` releases, so the changelog's "Unreleased" section and the
// docs' version line say what the next release will hold, and the version it will have.

import { bumpVersion, type Change } from "../changes/change.js";
import { compareSurfaces } from "../changes/report.js";
import { surfaceOf, type ApiSurface } from "../changes/surface.js";
import type { GatewayIR } from "../ir/ir.js";

/** The changes since the latest release, and the release they call for. */
export interface UnreleasedChanges {
  /** As the change report gives them, the differences inside an added version included. */
  changes: Change[];
  bump: "major" | "minor" | "patch";
  /** The version `npm run release` would give them. */
  nextVersion: string;
}

/** The spec's changes since release `version` (whose surface is `released`); undefined when there are none. */
export function unreleasedChanges(released: ApiSurface, ir: Omit<GatewayIR, "release">, version: string): UnreleasedChanges | undefined {
  const report = compareSurfaces(released, surfaceOf(ir), { from: `release ${version}`, to: "the working spec" });
  if (report.bump === "none") return undefined;
  return { changes: report.changes, bump: report.bump, nextVersion: bumpVersion(version, report.bump) };
}
