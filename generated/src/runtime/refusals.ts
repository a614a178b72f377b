/* Generated from spec/ by the gateway generator. Do not edit. (copied from templates/package/src/runtime) */
// What the field checks refused, as the cross-field rules ask it: a rule does not judge a value its
// own field (or a group or list around it) refused, since that value already has its one finding.
// Read lazily: most bodies refuse nothing, and most that refuse something carry no part of a sum, so
// the findings are looked at only when a rule first asks, and gathered into a set only when many.

import { findingField, type ValidationError } from "./contract.js";

/** Refusals few enough to compare one by one, rather than slicing the path at each of its steps. */
const FEW_REFUSED = 8;

/** `refused` is `path` or a group or list around it. */
function covers(refused: string, path: string): boolean {
  if (!path.startsWith(refused)) return false;
  const next = path.charCodeAt(refused.length);
  return refused.length === path.length || next === 46 || next === 91;
}

/** The paths the field checks refused: the first `count` findings (the rules' own come after them). */
export class Refusals {
  private paths: ReadonlySet<string> | undefined;

  constructor(
    private readonly findings: readonly ValidationError[],
    private readonly count: number,
  ) {}

  /** Whether `path` or a group or list around it was refused (`order.item[0].unitPrice` by `order.item`). */
  covers(path: string): boolean {
    if (this.count === 0) return false;
    if (this.count <= FEW_REFUSED) {
      for (let index = 0; index < this.count; index++) if (covers(findingField(this.findings[index] as ValidationError), path)) return true;
      return false;
    }
    const paths = this.pathSet();
    for (let end = 0; end <= path.length; end++) {
      const at = path.charCodeAt(end);
      if ((end === path.length || at === 46 || at === 91) && paths.has(path.slice(0, end))) return true;
    }
    return false;
  }

  /** Whether this exact path was refused. */
  has(path: string): boolean {
    if (this.count === 0) return false;
    if (this.count <= FEW_REFUSED) {
      for (let index = 0; index < this.count; index++) if (findingField(this.findings[index] as ValidationError) === path) return true;
      return false;
    }
    return this.pathSet().has(path);
  }

  /** Whether a path starting with `prefix` was refused (`order.item[` for anything inside the list). */
  anyStartingWith(prefix: string): boolean {
    for (let index = 0; index < this.count; index++)
      if (findingField(this.findings[index] as ValidationError).startsWith(prefix)) return true;
    return false;
  }

  private pathSet(): ReadonlySet<string> {
    if (this.paths === undefined) {
      const paths = new Set<string>();
      for (let index = 0; index < this.count; index++) paths.add(findingField(this.findings[index] as ValidationError));
      this.paths = paths;
    }
    return this.paths;
  }
}

/** Shared by every call whose field checks refused nothing (most calls): it never gathers anything. */
const NOTHING_REFUSED = new Refusals([], 0);

/** The refusals among the first `count` findings: those the field checks made, before any rule's. */
export function refusalsOf(findings: readonly ValidationError[], count: number): Refusals {
  return count === 0 ? NOTHING_REFUSED : new Refusals(findings, count);
}
