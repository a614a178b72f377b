// How the set of values one facet allows after a change relates to the set it allowed before:
// for intervals (lengths, ranges), finite sets (allowed lengths, enumeration values) and the
// languages of patterns and character sets (decided exactly with refa, where it can).

import { isDisjointWith, type DFA } from "refa";
import { boundedMemo } from "../cache/bounded-memo.js";
import { minimalDfa, wholeTextSource } from "../language/whole-text.js";
import type { Effect } from "./change.js";

export type Relation = "same" | "narrower" | "wider" | "different";

export function effectOf(relation: Exclude<Relation, "same">): Effect {
  return relation === "narrower" ? "narrows" : relation === "wider" ? "widens" : "alters";
}

/** Two relations of independent parts (the two ends of an interval) as one. */
function combine(a: Relation, b: Relation): Relation {
  if (a === "same") return b;
  if (b === "same" || a === b) return a;
  return "different";
}

/** One end of an interval; undefined is unbounded. */
export interface End {
  value: string;
  exclusive: boolean;
}

export interface Interval {
  min?: End;
  max?: End;
}

export type Compare = (a: string, b: string) => number;

export function compareNumbers(a: string, b: string): number {
  return Number(a) - Number(b);
}

export function compareIntegerText(a: string, b: string): number {
  const difference = BigInt(a) - BigInt(b);
  return difference === 0n ? 0 : difference > 0n ? 1 : -1;
}

export function intervalRelation(before: Interval, after: Interval, compare: Compare): Relation {
  return combine(endRelation(before.min, after.min, compare, 1), endRelation(before.max, after.max, compare, -1));
}

/** `inward` is 1 for a lower end (a larger minimum narrows) and -1 for an upper end. */
function endRelation(before: End | undefined, after: End | undefined, compare: Compare, inward: 1 | -1): Relation {
  if (before === undefined && after === undefined) return "same";
  if (before === undefined) return "narrower";
  if (after === undefined) return "wider";
  const order = compare(after.value, before.value) * inward;
  if (order !== 0) return order > 0 ? "narrower" : "wider";
  if (before.exclusive === after.exclusive) return "same";
  return after.exclusive ? "narrower" : "wider";
}

export function intervalText({ min, max }: Interval): string | null {
  if (min === undefined && max === undefined) return null;
  if (min !== undefined && max !== undefined && !min.exclusive && !max.exclusive)
    return min.value === max.value ? `exactly ${min.value}` : `${min.value}-${max.value}`;
  const parts = [
    ...(min === undefined ? [] : [`${min.exclusive ? ">" : ">="} ${min.value}`]),
    ...(max === undefined ? [] : [`${max.exclusive ? "<" : "<="} ${max.value}`]),
  ];
  return parts.join(", ");
}

/** The values both intervals allow (integer lengths: inclusive ends); undefined allows every value. */
export function intersectInterval(a: Interval, b: Interval | undefined): Interval {
  if (b === undefined) return a;
  const larger = (x: End | undefined, y: End | undefined) =>
    x === undefined ? y : y === undefined ? x : Number(x.value) >= Number(y.value) ? x : y;
  const smaller = (x: End | undefined, y: End | undefined) =>
    x === undefined ? y : y === undefined ? x : Number(x.value) <= Number(y.value) ? x : y;
  return { min: larger(a.min, b.min), max: smaller(a.max, b.max) };
}

/**
 * The lengths (in characters) of the texts a pattern accepts: the shortest, and the longest when
 * the pattern accepts finitely many texts; undefined when refa cannot read the pattern.
 */
export function patternLengths(pattern: string | undefined): Interval | undefined {
  if (pattern === undefined) return undefined;
  const known = lengthsByPattern.get(pattern);
  return known !== undefined ? known.lengths : lengthsByPattern.set(pattern, { lengths: lengthsOf(pattern) }, pattern.length).lengths;
}

/**
 * Each pattern's lengths, and each pattern's automaton, made once: a run compares every string field
 * of every version with its base and with the released surface, mostly the same few patterns each
 * time. Read only: an automaton is copied before anything changes it (`isSubset`).
 */
const lengthsByPattern = boundedMemo<{ lengths: Interval | undefined }>(1_000_000);
const automataByPattern = boundedMemo<{ dfa: DFA | undefined }>(1_000_000);

function lengthsOf(pattern: string): Interval | undefined {
  const dfa = languageOf(pattern);
  if (dfa === undefined || dfa.isEmpty) return undefined;
  const { initial, getOut } = dfa.stateIterator();
  const shortest = shortestWord(initial, getOut, (node) => dfa.finals.has(node as DFA.Node));
  const longest = dfa.isFinite ? longestWord(initial, getOut, (node) => dfa.finals.has(node as DFA.Node)) : undefined;
  return {
    min: { value: String(shortest), exclusive: false },
    ...(longest === undefined ? {} : { max: { value: String(longest), exclusive: false } }),
  };
}

type Successors<N> = (node: N) => Iterable<N>;

function shortestWord<N>(initial: N, next: Successors<N>, isFinal: (node: N) => boolean): number {
  let level = [initial];
  const seen = new Set([initial]);
  for (let length = 0; level.length > 0; length++) {
    if (level.some(isFinal)) return length;
    level = level.flatMap((node) => [...next(node)].filter((to) => !seen.has(to) && seen.add(to)));
  }
  return 0;
}

/** On a finite language's automaton every path to a final state is acyclic. */
function longestWord<N>(initial: N, next: Successors<N>, isFinal: (node: N) => boolean): number | undefined {
  const memo = new Map<N, number>();
  const longest = (node: N): number => {
    const known = memo.get(node);
    if (known !== undefined) return known;
    memo.set(node, Number.NEGATIVE_INFINITY);
    const found = Math.max(isFinal(node) ? 0 : Number.NEGATIVE_INFINITY, ...[...next(node)].map((to) => 1 + longest(to)));
    memo.set(node, found);
    return found;
  };
  const found = longest(initial);
  return Number.isFinite(found) ? found : undefined;
}

/** Finite sets; undefined is "any". */
export function setRelation<T>(before: readonly T[] | undefined, after: readonly T[] | undefined): Relation {
  if (before === undefined && after === undefined) return "same";
  if (before === undefined) return "narrower";
  if (after === undefined) return "wider";
  const afterHasAll = before.every((value) => after.includes(value));
  const beforeHasAll = after.every((value) => before.includes(value));
  return afterHasAll && beforeHasAll ? "same" : afterHasAll ? "wider" : beforeHasAll ? "narrower" : "different";
}

/**
 * The texts a pattern accepts after the change against before (undefined: any text), compared as
 * languages; a pattern refa cannot read (a lookaround, a back-reference, too large) counts as
 * `different` unless the text is unchanged.
 */
export function patternRelation(before: string | undefined, after: string | undefined): Relation {
  if (before === after) return "same";
  if (before === undefined) return "narrower";
  if (after === undefined) return "wider";
  const [old, now] = [languageOf(before), languageOf(after)];
  if (old === undefined || now === undefined) return "different";
  const nowInOld = isSubset(now, old);
  const oldInNow = isSubset(old, now);
  return nowInOld && oldInNow ? "same" : nowInOld ? "narrower" : oldInNow ? "wider" : "different";
}

/** A character set (the body of a class) as the pattern of texts made only of its characters. */
export function charsetPattern(charset: string | undefined): string | undefined {
  return charset === undefined ? undefined : `^[${charset}]*$`;
}

function languageOf(pattern: string): DFA | undefined {
  const known = automataByPattern.get(pattern);
  return known !== undefined ? known.dfa : automataByPattern.set(pattern, { dfa: automatonOf(pattern) }, pattern.length).dfa;
}

function automatonOf(pattern: string): DFA | undefined {
  const whole = wholeTextSource(pattern, "u");
  return whole === undefined ? undefined : minimalDfa(whole, "u");
}

function isSubset(smaller: DFA, larger: DFA): boolean {
  const outside = larger.copy();
  outside.complement();
  return isDisjointWith(smaller, outside);
}
