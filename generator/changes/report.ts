// The change report: the diff engine's changes with the semver bump they call for, as JSON for
// tools, as Markdown for a pull request or release notes (breaking changes first, grouped by
// operation and version), and as one line a change for the watch mode.

import { markdownCode, markdownText } from "../text/markdown-text.js";
import { bumpOf, type Bump, type Change } from "./change.js";
import { diffSurfaces } from "./diff-surfaces.js";
import type { ApiSurface } from "./surface.js";
import { deprecationChangeWords, removalWords } from "./deprecations.js";

export interface ChangeReport {
  bump: Bump;
  /** What was compared, in words (`release 1.0.0`, `the working spec`). */
  from: string;
  to: string;
  changes: Change[];
}

export function compareSurfaces(before: ApiSurface, after: ApiSurface, labels: { from: string; to: string }): ChangeReport {
  const changes = diffSurfaces(before, after);
  return { bump: bumpOf(changes), ...labels, changes };
}

export function reportJson(report: ChangeReport): string {
  return `${JSON.stringify(report, null, 2)}\n`;
}

/** Who a breaking change breaks. */
function audience(change: Change): string {
  return change.direction === "response" ? "response readers" : "callers";
}

function verdict(change: Change): string {
  if (change.breaking) return `breaking for ${audience(change)}`;
  return change.bump === "minor" ? "compatible" : "documentation";
}

/** `VERIFY 100 request order.reference: length 1-40 -> 1-30, breaking for callers`. */
export function changeLine(change: Change): string {
  const operation = change.operation === "*" ? "every operation" : `${change.operation} ${change.version}`;
  const relative = change.relativeTo === undefined ? "" : ` (against ${change.relativeTo})`;
  return `${[operation, subjectOf(change)].filter((part) => part !== "").join(" ")}: ${whatChanged(change, (text) => text)}${relative}, ${verdict(change)}`;
}

/** A change on its operation's own page: `request order.reference: length 1-40 -> 1-30, breaking for callers`. */
export function describeChange(change: Change): string {
  const subject = subjectOf(change);
  return `${subject === "" ? "" : `${subject}: `}${whatChanged(change, (text) => text)}, ${verdict(change)}`;
}

/** `request order.reference`, or nothing for the operation as a whole. */
function subjectOf(change: Change): string {
  return [change.direction, change.path].filter((part) => part !== "" && part !== "api").join(" ");
}

/** The change in words; `quote` marks up values (code spans in Markdown). */
function whatChanged(change: Change, quote: (text: string) => string): string {
  const before = change.before === null ? "none" : quote(change.before);
  const after = change.after === null ? "none" : quote(change.after);
  const deprecation = deprecationChangeWords(change, quote);
  if (deprecation !== undefined) return deprecation;
  switch (change.kind) {
    case "version-added":
      return `version ${after} added${change.before === null ? "" : `, extending version ${before}`}`;
    case "version-removed":
      return removalWords(change, quote, `version ${before} removed`);
    case "default-version-changed":
      return `the client calls version ${after} instead of ${before}, and the unversioned types name version ${after}`;
    case "field-added":
      return `added (${after})`;
    case "field-removed":
      return removalWords(change, quote, "removed", before);
    case "enum-value-added":
      return `value ${after} added`;
    case "enum-value-removed":
      return `value ${before} removed`;
    case "rule-added":
      return `rule added: ${after}`;
    case "rule-removed":
      return `rule removed: ${before}`;
    case "gap-added":
    case "gap-removed":
    case "gap-widened":
    case "gap-shrunk":
    case "gap-changed":
      return `region the reference does not show (unknown fields accepted there) ${before} -> ${after}`;
    case "authentication-changed":
      if (change.facet === "scheme") return change.after === null ? `scheme ${before} removed` : `scheme ${after} added`;
      return `${change.facet ?? "authentication"} ${before} -> ${after}`;
    default:
      return `${change.facet ?? change.kind.replace(/-/g, " ")} ${before} -> ${after}`;
  }
}

const SECTIONS = [
  { title: "Breaking changes", holds: (change: Change) => change.breaking },
  { title: "Compatible changes", holds: (change: Change) => !change.breaking && change.bump === "minor" },
  { title: "Documentation", holds: (change: Change) => change.bump === "patch" },
] as const;

export function reportMarkdown(report: ChangeReport, heading = "# API changes"): string {
  const counted = report.changes.filter((change) => change.relativeTo === undefined);
  const counts = SECTIONS.map(({ title, holds }) => `${counted.filter(holds).length} ${title.toLowerCase().replace(" changes", "")}`);
  const lines = [
    heading,
    "",
    `From ${markdownText(report.from)} to ${markdownText(report.to)}: **${report.bump}** (${counts.join(", ")}).`,
  ];
  if (report.changes.length === 0) return `${[...lines, "", "No change."].join("\n")}\n`;
  for (const { title, holds } of SECTIONS) lines.push(...markdownSection(`## ${title}`, counted.filter(holds)));
  lines.push(...newVersionSections(report.changes));
  return `${lines.join("\n")}\n`;
}

function markdownSection(title: string, changes: readonly Change[]): string[] {
  if (changes.length === 0) return [];
  const lines = ["", title];
  for (const [group, members] of groupByOperation(changes)) {
    lines.push("", `### ${group}`, "");
    lines.push(...members.map((change) => markdownItem(change)));
  }
  return lines;
}

/** The differences of each added version from the version it extends, for whoever moves to it. */
function newVersionSections(changes: readonly Change[]): string[] {
  const relative = changes.filter((change) => change.relativeTo !== undefined);
  if (relative.length === 0) return [];
  const lines = ["", "## What the new versions change"];
  for (const [group, members] of groupByOperation(relative)) {
    const base = members[0]?.relativeTo ?? "";
    lines.push("", `### ${group}, against version ${base}`, "");
    lines.push(...members.map((change) => `${markdownItem(change)} (${verdict(change)} moving from ${base})`));
  }
  return lines;
}

function groupByOperation(changes: readonly Change[]): Map<string, Change[]> {
  const groups = new Map<string, Change[]>();
  for (const change of changes) {
    const group = change.operation === "*" ? "Every operation" : `${change.operation} ${change.version}`;
    groups.set(group, [...(groups.get(group) ?? []), change]);
  }
  return groups;
}

/** A change as a Markdown list item; `withOperation` puts the operation and version first (a changelog's flat list). */
export function markdownItem(change: Change, withOperation = false): string {
  const operation = change.operation === "*" ? "every operation" : `${change.operation} ${change.version}`;
  const subject = [
    withOperation ? `**${operation}**` : "",
    change.direction === "api" ? "" : change.direction,
    change.path ? markdownCode(change.path) : "",
  ]
    .filter((part) => part !== "")
    .join(" ");
  const text = `${subject ? `${subject}: ` : ""}${whatChanged(change, markdownCode)}`;
  return `- ${text.charAt(0).toUpperCase()}${text.slice(1)}`;
}
