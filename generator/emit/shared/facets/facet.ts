// What every facet module says about one kind of value (as ajv keeps one small file per keyword): how
// the validators check it (as data: check.ts), how JSON Schema states it, how the docs and JSDoc word it, and which faults
// the vectors' oracle finds in a value. The modules beside this one hold the entries, one per facet of
// a node kind; the emitters only assemble them, in the entries' order.

import type { TypeNode } from "../../../ir/ir.js";

export type { Check, CheckContext } from "./check.js";

export type JsonSchema = Record<string, unknown>;

export type LeafNode = Exclude<TypeNode, { kind: "object" | "array" }>;

/** One bound as the docs and JSDoc print it: words, then an optional literal shown as code. */
export interface BoundPhrase {
  text: string;
  code?: string;
}

/** One failed check of the oracle; `beyondJsonSchema` says why the JSON Schema does not fail it. */
export interface Fault {
  check: string;
  beyondJsonSchema?: string;
}

/** What the oracle judges against: the day it takes as today (a date "not in the past"). */
export interface OracleContext {
  today: string;
}

/** A regular expression of the spec, compiled once (the 'u' flag: the generated code's and ajv's reading). */
export function specRegExp(source: string): RegExp {
  let found = compiled.get(source);
  if (found === undefined) compiled.set(source, (found = new RegExp(source, "u")));
  return found;
}

const compiled = new Map<string, RegExp>();

/** Length in characters as the seed counts them: code points. */
export function characterLength(text: string): number {
  return [...text].length;
}

/** The keys of `object` named in `order`, in that order (JSON Schema keywords as the files print them). */
export function pickInOrder(object: JsonSchema, order: readonly string[]): JsonSchema {
  return Object.fromEntries(order.filter((key) => object[key] !== undefined).map((key) => [key, object[key]]));
}
