// CHANGELOG.md of the generated package, from the release history: one entry a release, newest
// first, its changes sorted into breaking, added, changed and documentation; above them, as Keep a
// Changelog has it, an "Unreleased" section with what the spec holds that no release has yet.

import type { ReleaseRecord } from "./release-state.js";
import type { UnreleasedChanges } from "./unreleased.js";
import { levelOfRecorded, type Change } from "../changes/change.js";
import { markdownItem } from "../changes/report.js";

const INTRODUCTION = [
  "# Changelog",
  "",
  "Every release of this package, newest first, made by `npm run release` from the change report of the",
  "API surface (`api-snapshot.json`). Versions follow semver for the package: any change that breaks",
  "callers or response readers is major, a warning (it may break: check it) or a compatible change",
  "minor, documentation patch. Changes to masking, sensitivity or authentication come first, under Security.",
];

/** What touches security first (whatever its level), then by level; compatible changes as added or changed. */
const GROUPS: readonly { title: string; holds: (change: Change) => boolean }[] = [
  { title: "Security", holds: (change) => change.security === true },
  { title: "Breaking", holds: (change) => levelOf(change) === "breaking" },
  { title: "Warnings", holds: (change) => levelOf(change) === "warning" },
  { title: "Added", holds: (change) => levelOf(change) === "compatible" && change.kind.endsWith("-added") },
  { title: "Changed", holds: (change) => levelOf(change) === "compatible" && !change.kind.endsWith("-added") },
  { title: "Documentation", holds: (change) => levelOf(change) === "documentation" },
];

/** The level of a change that does not touch security (those have their own group). */
function levelOf(change: Change): string | undefined {
  return change.security === true ? undefined : levelOfRecorded(change);
}

export function changelogMarkdown(history: readonly ReleaseRecord[], unreleased?: UnreleasedChanges): string {
  const entries = history.length === 0 ? [["", "No release yet."]] : history.map(releaseEntry);
  const pending = unreleased === undefined ? [] : unreleasedEntry(unreleased, history[0]?.version ?? "");
  return `${[...INTRODUCTION, ...pending, ...entries.flat()].join("\n")}\n`;
}

/** No date: the section is made from the spec as it is, and generated/ stays reproducible. */
function unreleasedEntry(unreleased: UnreleasedChanges, version: string): string[] {
  const { nextVersion, bump } = unreleased;
  const summary = `Changes since ${version} that no release holds yet; this build carries them under version ${version}. Released, they make ${nextVersion}, a ${bump} release.`;
  return ["", "## Unreleased", "", summary, ...changeGroups(unreleased.changes)];
}

function releaseEntry(record: ReleaseRecord): string[] {
  const lines = ["", `## ${record.version} (${record.date})`];
  if (record.note !== undefined) lines.push("", record.note);
  return [...lines, ...changeGroups(record.changes)];
}

/** A release's changes (or the unreleased ones) under Breaking, Added, Changed, Documentation, then those of new versions. */
function changeGroups(changes: readonly Change[]): string[] {
  const lines: string[] = [];
  const counted = changes.filter((change) => change.relativeTo === undefined);
  for (const { title, holds } of GROUPS) {
    const members = counted.filter(holds);
    if (members.length > 0)
      lines.push("", `### ${title}`, "", ...members.map((change) => markdownItem(change, true, title === "Security")));
  }
  const relative = changes.filter((change) => change.relativeTo !== undefined);
  if (relative.length > 0)
    lines.push(
      "",
      "### What the new versions change",
      "",
      ...relative.map((change) => `${markdownItem(change, true)} (against version ${change.relativeTo ?? ""})`),
    );
  return lines;
}
