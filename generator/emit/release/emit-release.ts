import type { GatewayIR } from "../../ir/ir.js";
import type { EmitContext, Emitter, GeneratedFile } from "../emitter.js";
import { CHANGELOG_PATH, SNAPSHOT_PATH } from "../plan/output-plan.js";
import { EMITTER_NAMES } from "../plan/emitter-names.js";

/**
 * The package's own record of its API: the surface it was generated from (as API Extractor commits
 * its report, so that any two packages compare without git), and the changelog of its releases, with
 * what the spec holds since the latest one.
 */
export const releaseEmitter: Emitter = {
  name: EMITTER_NAMES.release,
  emit(_ir: GatewayIR, { release }: EmitContext): GeneratedFile[] {
    return [
      { path: SNAPSHOT_PATH, contents: release.snapshot },
      { path: CHANGELOG_PATH, contents: release.changelog },
    ];
  },
};
