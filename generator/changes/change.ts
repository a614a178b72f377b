// One difference between two API surfaces, classified for the two kinds of consumer of the
// generated package: request writers (callers) and response readers. Its level says what a
// downstream team gates on, as oasdiff's levels do: `breaking` (code or calls that worked stop
// working), `warning` (it may, and only a person can tell: a rule rewritten into another kind, a
// time-out shortened, a field no longer masked), `compatible`, `documentation` (words only).

export type Bump = "major" | "minor" | "patch" | "none";

export type Level = "breaking" | "warning" | "compatible" | "documentation";

/** `api` is what every call shares: the endpoint, path identifiers, authentication, the client. */
export type ChangeDirection = "request" | "response" | "api";

export type ChangeKind =
  | "version-added"
  | "version-removed"
  | "default-version-changed"
  | "field-added"
  | "field-removed"
  | "presence-changed"
  | "type-changed"
  | "bound-narrowed"
  | "bound-widened"
  | "bound-changed"
  | "pattern-tightened"
  | "pattern-loosened"
  | "pattern-changed"
  | "charset-tightened"
  | "charset-loosened"
  | "charset-changed"
  | "format-changed"
  | "enum-value-added"
  | "enum-value-removed"
  | "list-closed"
  | "list-opened"
  | "list-kind-changed"
  | "gap-added"
  | "gap-removed"
  | "gap-widened"
  | "gap-shrunk"
  | "gap-changed"
  | "rule-added"
  | "rule-removed"
  | "rule-changed"
  | "rule-tightened"
  | "rule-loosened"
  | "sensitivity-changed"
  | "mask-changed"
  | "endpoint-changed"
  | "path-parameter-added"
  | "path-parameter-removed"
  | "authentication-changed"
  | "client-changed"
  | "error-role-changed"
  | "double-changed"
  | "status-changed"
  | "documentation-changed"
  // public-names.ts, surface-parts.ts
  | "name-changed"
  | "part-not-recorded"
  // deprecations.ts
  | "deprecated"
  | "deprecation-changed"
  | "deprecation-withdrawn"
  | "changed";

export interface Change {
  /** The operation (`VERIFY`), or `*` for what every operation shares. */
  operation: string;
  /** The version (`100`), or `*`. */
  version: string;
  direction: ChangeDirection;
  /** Dotted field path (`order.item[].name`), `{orderid}` for a path identifier, or the part of the API. */
  path: string;
  kind: ChangeKind;
  /** The facet a bound, pattern or value change is about (`length`, `range`, `values`...). */
  facet?: string;
  level: Level;
  /** `level === "breaking"`, kept for the tools that read it. */
  breaking: boolean;
  /** It weakens or changes what keeps secrets: masking, sensitivity classes, authentication. */
  security: boolean;
  bump: Exclude<Bump, "none">;
  /** What it was and what it is now, in the reference's words; null where there was or is none. */
  before: string | null;
  after: string | null;
  /**
   * On the differences of an added version: the version it extends, which they are relative to. Such
   * a row is `documentation` (adding a version breaks nobody) and `levelFromBase` is what it is for
   * whoever moves their calls from that version to the new one.
   */
  relativeTo?: string;
  /** On a removal: what it had been deprecated with (`since 2026-11-01, ...`), or null when it never was. */
  deprecation?: string | null;
  levelFromBase?: Level;
}

/**
 * How a change moves the set of things that are valid: `narrows` (fewer values, a field required),
 * `widens`, `alters` (each side has values the other lacks), `breaks` (breaking whoever reads or
 * writes it), `undecided` (it may break, and the spec cannot tell), `compatible` (an addition or
 * behaviour no consumer relies on), `documents` (words only).
 */
export type Effect = "narrows" | "widens" | "alters" | "breaks" | "undecided" | "compatible" | "documents";

/** Callers break when what is accepted narrows; response readers when what may come widens. */
export function levelOf(direction: ChangeDirection, effect: Effect): Level {
  switch (effect) {
    case "documents":
      return "documentation";
    case "compatible":
      return "compatible";
    case "undecided":
      return "warning";
    case "breaks":
    case "alters":
      return "breaking";
    case "narrows":
      return direction === "response" ? "compatible" : "breaking";
    case "widens":
      return direction === "response" ? "breaking" : "compatible";
  }
}

const BUMP_OF_LEVEL: Readonly<Record<Level, Exclude<Bump, "none">>> = {
  breaking: "major",
  warning: "minor",
  compatible: "minor",
  documentation: "patch",
};

/** The level's fields of a change: only `breaking` makes a major version; a warning counts as a change. */
export function impactOf(direction: ChangeDirection, effect: Effect): Pick<Change, "level" | "breaking" | "bump"> {
  return impact(levelOf(direction, effect));
}

function impact(level: Level): Pick<Change, "level" | "breaking" | "bump"> {
  return { level, breaking: level === "breaking", bump: BUMP_OF_LEVEL[level] };
}

export interface ChangeSite {
  operation: string;
  version: string;
  direction: ChangeDirection;
  relativeTo?: string;
}

/** A change at `site`, classified by its effect; `security` marks what keeps secrets. */
export function changeAt(
  site: ChangeSite,
  path: string,
  kind: ChangeKind,
  effect: Effect,
  before: string | null,
  after: string | null,
  facet?: string,
  security = false,
): Change {
  const level = levelOf(site.direction, effect);
  const relative = site.relativeTo === undefined ? {} : { relativeTo: site.relativeTo, levelFromBase: level };
  return {
    operation: site.operation,
    version: site.version,
    direction: site.direction,
    path,
    kind,
    ...(facet === undefined ? {} : { facet }),
    ...impact(site.relativeTo === undefined ? level : "documentation"),
    security,
    before,
    after,
    ...relative,
  };
}

/** The level of a change as a record of an older release has it (written before levels were). */
export function levelOfRecorded(change: Omit<Change, "level" | "security"> & Partial<Pick<Change, "level" | "security">>): Level {
  if (change.level !== undefined) return change.level;
  return change.breaking ? "breaking" : change.bump === "minor" ? "compatible" : "documentation";
}

const BUMP_ORDER: readonly Bump[] = ["none", "patch", "minor", "major"];

/** The semver bump of a set of changes: the largest; the differences inside an added version count for nothing. */
export function bumpOf(changes: readonly Change[]): Bump {
  return changes
    .filter((change) => change.relativeTo === undefined)
    .reduce<Bump>((largest, change) => (BUMP_ORDER.indexOf(change.bump) > BUMP_ORDER.indexOf(largest) ? change.bump : largest), "none");
}

/** `1.4.2` moved by `bump`. */
export function bumpVersion(version: string, bump: Bump): string {
  const [major = 0, minor = 0, patch = 0] = version.split(".").map(Number);
  switch (bump) {
    case "major":
      return `${major + 1}.0.0`;
    case "minor":
      return `${major}.${minor + 1}.0`;
    case "patch":
      return `${major}.${minor}.${patch + 1}`;
    case "none":
      return version;
  }
}
