// The change report: the diff engine's changes with the semver bump they call for, as JSON for
// tools, as Markdown for a pull request or release notes (breaking changes first, grouped by
// operation and version), and as one line a change for the watch mode.

import { markdownCode, markdownText } from "../language/markdown-text.js";
import { bumpOf, levelOfRecorded, type Bump, type Change, type Level } from "./change.js";
import { whatChanged, whyItMatters } from "./change-words.js";
import { diffSurfaces } from "./diff-surfaces.js";
import type { ApiSurface } from "./surface.js";

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

/** `breaking for callers`, `warning`, `compatible`, `documentation`: the level in words, with whom it breaks. */
function verdict(change: Change, level: Level = levelOfRecorded(change)): string {
  const security = change.security === true ? " (security)" : "";
  return `${level === "breaking" ? `breaking for ${audience(change)}` : level}${security}`;
}

/** `VERIFY 100 request order.reference: length 1-40 -> 1-30, breaking for callers`. */
export function changeLine(change: Change): string {
  const operation = change.operation === "*" ? "every operation" : `${change.operation} ${change.version}`;
  const relative = change.relativeTo === undefined ? "" : ` (against ${change.relativeTo})`;
  const level = change.levelFromBase ?? levelOfRecorded(change);
  return `${[operation, subjectOf(change)].filter((part) => part !== "").join(" ")}: ${whatChanged(change, (text) => text)}${relative}, ${verdict(change, level)}`;
}

/** A change on its operation's own page: `request order.reference: length 1-40 -> 1-30, breaking for callers`. */
export function describeChange(change: Change): string {
  const subject = subjectOf(change);
  return `${subject === "" ? "" : `${subject}: `}${whatChanged(change, (text) => text)}, ${verdict(change, change.levelFromBase ?? levelOfRecorded(change))}`;
}

/** `request order.reference`, or nothing for the operation as a whole. */
function subjectOf(change: Change): string {
  return [change.direction, change.path].filter((part) => part !== "" && part !== "api").join(" ");
}

const LEVEL_TITLES: Readonly<Record<Level, string>> = {
  breaking: "Breaking changes",
  warning: "Warnings",
  compatible: "Compatible changes",
  documentation: "Documentation",
};

/** The report's sections in order: what touches security first, then the rest by level. */
export const SECTIONS: readonly { title: string; holds: (change: Change) => boolean }[] = [
  { title: "Security", holds: (change) => change.security === true },
  ...(["breaking", "warning", "compatible", "documentation"] as const).map((level) => ({
    title: LEVEL_TITLES[level],
    holds: (change: Change) => change.security !== true && levelOfRecorded(change) === level,
  })),
];

export function reportMarkdown(report: ChangeReport, heading = "# API changes"): string {
  const counted = report.changes.filter((change) => change.relativeTo === undefined);
  const lines = [
    heading,
    "",
    `From ${markdownText(report.from)} to ${markdownText(report.to)}: **${report.bump}** (${countsText(counted)}).`,
  ];
  if (report.changes.length === 0) return `${[...lines, "", "No change."].join("\n")}\n`;
  for (const { title, holds } of SECTIONS) lines.push(...markdownSection(`## ${title}`, counted.filter(holds), title === "Security"));
  lines.push(...newVersionSections(report.changes));
  return `${lines.join("\n")}\n`;
}

/** `1 breaking, 0 warnings, 2 compatible, 0 documentation, 1 security`. */
function countsText(changes: readonly Change[]): string {
  const count = (level: Level) => changes.filter((change) => levelOfRecorded(change) === level).length;
  const warnings = count("warning");
  const security = changes.filter((change) => change.security === true).length;
  const secure = security > 0 ? `, ${security} security` : "";
  return `${count("breaking")} breaking, ${warnings} ${warnings === 1 ? "warning" : "warnings"}, ${count("compatible")} compatible, ${count("documentation")} documentation${secure}`;
}

function markdownSection(title: string, changes: readonly Change[], withLevel: boolean): string[] {
  if (changes.length === 0) return [];
  const lines = ["", title];
  for (const [group, members] of groupByOperation(changes)) {
    lines.push("", `### ${group}`, "");
    lines.push(...members.map((change) => markdownItem(change, false, withLevel)));
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
    lines.push(...members.map((change) => `${markdownItem(change)} (${verdict(change, change.levelFromBase)} moving from ${base})`));
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

/**
 * A change as a Markdown list item, with why it breaks where it does; `withOperation` puts the
 * operation and version first (a changelog's flat list), `withLevel` names the level (the Security
 * section holds every level).
 */
export function markdownItem(change: Change, withOperation = false, withLevel = false): string {
  const operation = change.operation === "*" ? "every operation" : `${change.operation} ${change.version}`;
  const subject = [
    withOperation ? `**${operation}**` : "",
    change.direction === "api" ? "" : change.direction,
    change.path ? markdownCode(change.path) : "",
  ]
    .filter((part) => part !== "")
    .join(" ");
  const level = levelOfRecorded(change);
  const why = change.relativeTo === undefined ? whyItMatters(change, level) : "";
  const named = withLevel ? ` (${verdict(change, level).replace(" (security)", "")})` : "";
  const text = `${subject ? `${subject}: ` : ""}${whatChanged(change, markdownCode)}${named}${why === "" ? "" : `. ${capitalised(markdownText(why))}.`}`;
  return `- ${capitalised(text)}`;
}

function capitalised(text: string): string {
  return `${text.charAt(0).toUpperCase()}${text.slice(1)}`;
}
