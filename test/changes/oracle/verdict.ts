// The oracle's verdict on one edit: every demonstrated break must be predicted by a breaking change
// of the report at the same place (operation, version, direction, and the change's path at or above
// the break's), and every breaking change must be demonstrated, or be of a kind no TypeScript
// consumer can show, with one reason from a short closed list.

import type { Change } from "../../../generator/changes/change.js";
import type { Demonstration } from "./demonstrations.js";
import { isAtOrBelow, type Site } from "./probes.js";

/**
 * Why a breaking change shows in no compile error and no call: the closed list. Each holds for a
 * kind of change, whoever the consumer is.
 */
export const REASONS = {
  // The double answers with example values: a longer or larger one never comes from it.
  "a reader's storage may overflow": (change: Change) => change.direction === "response" && change.kind === "bound-widened",
  // Likewise characters or forms the old pattern refused: a reader that checks what it gets refuses them.
  "a reader that checks its answers refuses the new values": (change: Change) =>
    change.direction === "response" && ["pattern-loosened", "charset-loosened", "format-changed"].includes(change.kind),
} as const satisfies Record<string, (change: Change) => boolean>;

export type Reason = keyof typeof REASONS;

export interface Verdict {
  /** Breaking changes the report counts. */
  predicted: Change[];
  /** Of those, the ones the consumer demonstrated. */
  demonstrated: Change[];
  /** Breaking changes neither demonstrated nor of a kind in the closed list. */
  unexplained: Change[];
  /** Breaking changes explained by a reason. */
  reasoned: { change: Change; reason: Reason }[];
  /** Demonstrations no breaking change predicts. */
  unpredicted: Demonstration[];
}

export function verdictOf(changes: readonly Change[], demonstrations: readonly Demonstration[]): Verdict {
  const predicted = changes.filter((change) => change.breaking && change.relativeTo === undefined);
  const demonstrated = predicted.filter((change) => demonstrations.some(({ site }) => covers(change, site)));
  const rest = predicted.filter((change) => !demonstrated.includes(change));
  const reasoned = rest.flatMap((change) => {
    const reason = (Object.keys(REASONS) as Reason[]).find((candidate) => REASONS[candidate](change));
    return reason === undefined ? [] : [{ change, reason }];
  });
  const unexplained = rest.filter((change) => !reasoned.some((entry) => entry.change === change));
  const unpredicted = demonstrations.filter(({ site }) => !predicted.some((change) => covers(change, site)));
  return { predicted, demonstrated, unexplained, reasoned, unpredicted };
}

/**
 * A change covers a site when it is about the same operation and version (or every one), and: about
 * the whole call of that operation and version; about what every call shares, for a site of the call;
 * the move of the default version, for a site reached through the default's names; or about the
 * same direction at a path at or above the site's.
 */
export function covers(change: Change, site: Site): boolean {
  if (change.operation !== "*" && change.operation !== site.operation) return false;
  if (change.kind === "default-version-changed") return site.unversioned === true;
  if (change.version !== "*" && site.version !== "*" && change.version !== site.version) return false;
  if (change.direction === "api") return change.operation !== "*" ? change.path === "" : site.direction === "api";
  return change.direction === site.direction && isAtOrBelow(site.path, change.path);
}
