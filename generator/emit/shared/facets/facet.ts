// What every facet module says about one kind of value (as ajv keeps one small file per keyword): how
// the validators check it, how JSON Schema states it, how the docs and JSDoc word it, and which faults
// the vectors' oracle finds in a value. The modules beside this one hold the entries, one per facet of
// a node kind; the emitters only assemble them, in the entries' order.

import type { TypeNode } from "../../../resolve/ir.js";
import { rt } from "../../plan/runtime-plan.js";
import { numberLiteral } from "../code.js";

export type JsonSchema = Record<string, unknown>;

export type LeafNode = Exclude<TypeNode, { kind: "object" | "array" }>;

/** One failing condition of a value (a TypeScript expression) and what the caller is told. */
export interface Check {
  failsWhen: string;
  explanation: string;
}

/** The module constants a check may name: the validators' constant pool answers these. */
export interface CheckConstants {
  pattern(source: string): string;
  /** The test of `value` against a spec pattern (an automaton walk or a regular expression). */
  patternTest(source: string, value: string): string;
  asciiSet(charset: string): string;
  /** Whether every text the spec pattern accepts is ASCII: then a text that passes it has as many characters as UTF-16 units. */
  asciiOnly(source: string): boolean;
  numberList(list: readonly number[]): string;
  valueSet(values: readonly string[]): string;
  /** A data type as section 2.1 names it, for an explanation. */
  typeTitle(typeName: string): string;
}

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

/**
 * `text` (an expression holding a string) is not min to max characters (code points) long. A string
 * of n UTF-16 units has between ceil(n / 2) and n code points, so a length within
 * [2 * min - 1, max] proves it long enough and short enough: that test is written inline, and
 * `lengthWithin` (which counts where it must) runs only when it fails, as a value out of bounds or
 * one whose bounds leave no such range does (exactly 3 characters: from 5 to 3 units).
 */
export function lengthOutside(text: string, min: number, max: number | undefined): string {
  const fewestUnits = 2 * min - 1;
  const call = `!${rt.lengthWithin}(${text}, ${numberLiteral(min)}, ${max === undefined ? "Infinity" : numberLiteral(max)})`;
  if (max !== undefined && fewestUnits > max) return call;
  const proof = [
    ...(fewestUnits > 0 ? [`${text}.length < ${numberLiteral(fewestUnits)}`] : []),
    ...(max !== undefined ? [`${text}.length > ${numberLiteral(max)}`] : []),
  ];
  return proof.length === 0 ? "false" : `(${proof.join(" || ")}) && ${call}`;
}

/** `1 character`, `0 characters`. */
export function count(number: number, noun: string): string {
  return `${number} ${noun}${number === 1 ? "" : "s"}`;
}

/**
 * `expression` below `min` or above `max`. Integer bounds come as the seed's digits: a bound beyond
 * 2^53 stays as written, and compares as the nearest JSON number would.
 */
export function outsideRange(expression: string, min: number | string | undefined, max: number | string | undefined): string {
  const bound = (value: number | string) => {
    if (typeof value === "number") return numberLiteral(value);
    if (!/^-?[0-9]+$/.test(value)) throw new Error(`not an integer bound: ${value}`);
    return value;
  };
  const parts: string[] = [];
  if (min !== undefined) parts.push(`${expression} < ${bound(min)}`);
  if (max !== undefined) parts.push(`${expression} > ${bound(max)}`);
  return parts.join(" || ") || "false";
}

/** The keys of `object` named in `order`, in that order (JSON Schema keywords as the files print them). */
export function pickInOrder(object: JsonSchema, order: readonly string[]): JsonSchema {
  return Object.fromEntries(order.filter((key) => object[key] !== undefined).map((key) => [key, object[key]]));
}
