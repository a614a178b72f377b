// What the emitters know of the package's releases and of the changes the spec holds: made once a
// run, before any emitter runs (release/release-view.ts runs the change engine for it), and handed
// to every emitter beside the IR. Plain data, so that it crosses to the emit worker as it is.

import type { OperationIR } from "./ir.js";

export interface ReleaseView {
  /** The package's version: its latest release's, 0.0.0 before the first. */
  version: string;
  /** What the spec holds since the latest release, and the release it calls for; absent when it holds nothing new. */
  unreleased?: { nextVersion: string; bump: "major" | "minor" | "patch" };
  /** The API surface the package is generated from, as api-snapshot.json records it. */
  snapshot: string;
  /** The package's CHANGELOG.md: its Unreleased section, then every release, newest first. */
  changelog: string;
  /** By `versionKey`: what a version changes from the version it extends, each change in words. */
  versionChanges: Readonly<Record<string, VersionChanges>>;
}

export interface VersionChanges {
  /** The version it extends. */
  base: string;
  changes: string[];
}

/** The key of an operation's version in `versionChanges`: `AUTHORIZE 100`. */
export function versionKey(operation: Pick<OperationIR, "name" | "version">): string {
  return `${operation.name} ${operation.version}`;
}
