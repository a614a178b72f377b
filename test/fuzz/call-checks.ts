// What every fuzzed call must hold to: no throw, the contract's shape, no explanation that repeats a
// value of the input, a "could not be read" finding only where reading can throw, and (in the long
// run) no call over the time bound. Object.prototype is compared before and after each run.

import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import type { ValidationResult } from "../../generated/dist/index.js";
import { UNREADABLE_EXPLANATION } from "../../generated/dist/runtime/unreadable.js";
import { REPO_ROOT } from "../support/fixtures.js";
import { isWellFormed, preview } from "../support/results.js";

/**
 * The time bound of one call on an ordinary input (the fuzz run's, all well under 1 MB of JSON): the
 * validators answer these in microseconds; the bound leaves room for a garbage collection or a
 * busy shared machine, not for a super-linear path.
 */
export const ORDINARY_CALL_BOUND_MS = 50;

/** A call over its bound is timed this many times more; it fails only if every run is over. */
const RETIMES = 2;

/**
 * The text of every module of the validators. An input string found in it is the validators' own
 * wording (an enumeration value, a bound), so an explanation may hold it without echoing the input.
 */
const VALIDATOR_TEXT = ["validators", "runtime"]
  .map((folder) => join(REPO_ROOT, "generated", "dist", folder))
  .flatMap((folder) => readdirSync(folder).map((name) => readFileSync(join(folder, name), "utf8")))
  .join("\n");

/** Strings shorter than this may well be words of an explanation. */
const SHORTEST_ECHO = 4;
/** Enough strings of one input to look for: the fuzzed bodies hold far fewer. */
const MOST_STRINGS = 10_000;

/** The strings (keys and values) of an input, read with a guard on every step: the input may throw. */
export function stringsOf(input: unknown): string[] {
  const found: string[] = [];
  const seen = new Set<object>();
  const pending: unknown[] = [input];
  while (pending.length > 0 && found.length < MOST_STRINGS) {
    const value = pending.pop();
    if (typeof value === "string") {
      if (value.length >= SHORTEST_ECHO) found.push(value);
      continue;
    }
    if (typeof value !== "object" || value === null || seen.has(value)) continue;
    seen.add(value);
    try {
      for (const key of Object.keys(value)) {
        pending.push(key, (value as Record<string, unknown>)[key]);
      }
    } catch {
      // a getter or proxy that throws: what was read so far is enough
    }
  }
  return found;
}

/** An explanation that holds a string of the input which is not the validators' own text. */
function echoedValue(result: ValidationResult, input: unknown): string | undefined {
  if (result.valid) return undefined;
  const strings = stringsOf(input);
  // Explanations repeat (a million unknown keys are a million of one text): each is looked at once.
  for (const explanation of new Set(result.errors.map((error) => error.explanation))) {
    for (const text of strings) {
      if (text.length <= explanation.length && explanation.includes(text) && !VALIDATOR_TEXT.includes(text)) return text;
    }
  }
  return undefined;
}

export interface CallOutcome {
  /** What is wrong with the call, or undefined. */
  problem: string | undefined;
  milliseconds: number;
}

export interface CallOptions {
  /** Whether the input may hold a value whose reading throws. */
  mayThrowOnRead: boolean;
  /** No call over this many milliseconds; undefined: time is not judged. */
  boundMs: number | undefined;
}

/** Calls `validate` on `input` once (more if over the bound) and says what is wrong, if anything. */
export function checkCall(validate: (body: unknown) => ValidationResult, input: unknown, options: CallOptions): CallOutcome {
  let result: ValidationResult;
  let milliseconds: number;
  try {
    const start = performance.now();
    result = validate(input);
    milliseconds = performance.now() - start;
  } catch (error) {
    return { problem: `threw ${preview(error instanceof Error ? error.message : error)}`, milliseconds: 0 };
  }
  if (options.boundMs !== undefined && milliseconds > options.boundMs) milliseconds = fastestOf(validate, input, milliseconds);
  return { problem: problemWith(result, input, milliseconds, options), milliseconds };
}

function fastestOf(validate: (body: unknown) => ValidationResult, input: unknown, first: number): number {
  let fastest = first;
  for (let run = 0; run < RETIMES; run++) {
    const start = performance.now();
    validate(input);
    fastest = Math.min(fastest, performance.now() - start);
  }
  return fastest;
}

function problemWith(result: ValidationResult, input: unknown, milliseconds: number, options: CallOptions): string | undefined {
  if (!isWellFormed(result)) return `answered outside the contract's shape: ${preview(result)}`;
  if (options.boundMs !== undefined && milliseconds > options.boundMs)
    return `took ${milliseconds.toFixed(1)} ms (bound ${options.boundMs} ms)`;
  const echoed = echoedValue(result, input);
  if (echoed !== undefined) return `an explanation repeats the input's ${preview(echoed)}: ${preview(result)}`;
  const unreadable = !result.valid && result.errors.some((error) => error.explanation === UNREADABLE_EXPLANATION);
  if (unreadable && !options.mayThrowOnRead) return `reported an unreadable value where reading cannot throw: ${preview(result)}`;
  return undefined;
}

/** Every own property of the built-in prototypes a polluting body would reach, as descriptors. */
export function prototypeSnapshot(): Map<string, PropertyDescriptor> {
  const snapshot = new Map<string, PropertyDescriptor>();
  const prototypes: [string, object][] = [
    ["Object", Object.prototype],
    ["Array", Array.prototype],
    ["Function", Function.prototype],
    ["String", String.prototype],
  ];
  for (const [name, prototype] of prototypes) {
    for (const key of Reflect.ownKeys(prototype)) {
      snapshot.set(`${name}.prototype.${String(key)}`, Object.getOwnPropertyDescriptor(prototype, key) as PropertyDescriptor);
    }
  }
  return snapshot;
}

/** The properties added, removed or changed since `before`; [] when the prototypes are unchanged. */
export function prototypeChanges(before: Map<string, PropertyDescriptor>): string[] {
  const after = prototypeSnapshot();
  const changed = [...after.keys()].filter((key) => !before.has(key) || !sameDescriptor(before.get(key), after.get(key)));
  const removed = [...before.keys()].filter((key) => !after.has(key));
  return [...changed, ...removed];
}

function sameDescriptor(a: PropertyDescriptor | undefined, b: PropertyDescriptor | undefined): boolean {
  return (
    a !== undefined &&
    b !== undefined &&
    Object.is(a.value, b.value) &&
    a.get === b.get &&
    a.set === b.set &&
    a.writable === b.writable &&
    a.enumerable === b.enumerable &&
    a.configurable === b.configurable
  );
}
