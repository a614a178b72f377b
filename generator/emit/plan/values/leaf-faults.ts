// What a value's own field makes of it, read from the IR node alone (seed 2.1): the checks it fails,
// each saying whether the generated JSON Schema can fail it too. A leaf has at most one finding (the
// contract's one INVALID per value); a map has one per bad entry, or one for itself.

import type { DecimalNode, EnumNode, IntegerNode, MapNode, StringNode, TypeNode } from "../../../resolve/ir.js";
import { ExactNumber } from "../../shared/exact-number.js";
import { startsWithCalendarDate, stringFormat } from "../../../formats/string-formats.js";
import { compareDecimal, decimalPlaces, isDecimalText, numberToDecimalText } from "../../../numbers/decimal-text.js";

/** One failed check; `beyondJsonSchema` says why the JSON Schema does not fail it. */
export interface Fault {
  check: string;
  beyondJsonSchema?: string;
}

/** The faults found at the field (`suffix` "") or at a map entry below it (`.name`). */
export interface LeafFinding {
  suffix: string;
  faults: Fault[];
}

export type LeafNode = Exclude<TypeNode, { kind: "object" | "array" }>;

/**
 * The day the vectors take as today (index.json `today`): a date "not in the past" is judged against
 * it, and a runner validates with a clock on that day, so that the expectations never age.
 */
export const VECTORS_TODAY = "2000-01-01";

const BEYOND = {
  clock: "JSON Schema has no clock: a date not in the past is checked by the validators only.",
  places: "A limit on decimal places is no JSON Schema keyword (the schema states it in $comment).",
  boundsOnString: "JSON Schema's minimum and maximum apply to numbers, and this decimal is a string.",
  lengthOnNumber: "JSON Schema's minLength and maxLength apply to strings, and this decimal is a JSON number.",
};

const compiled = new Map<string, RegExp>();

/** A regular expression of the spec, compiled once (the 'u' flag: the generated code's and ajv's reading). */
export function specRegExp(source: string): RegExp {
  let found = compiled.get(source);
  if (found === undefined) compiled.set(source, (found = new RegExp(source, "u")));
  return found;
}

/** Length in characters as the seed counts them: code points. */
export function characterLength(text: string): number {
  return [...text].length;
}

function stringFaults(node: StringNode, value: unknown): Fault[] {
  if (typeof value !== "string") return [{ check: "type" }];
  const faults: Fault[] = [];
  const length = characterLength(value);
  if (node.lengths && !node.lengths.includes(length)) faults.push({ check: "length" });
  if ((node.minLength !== undefined && length < node.minLength) || (node.maxLength !== undefined && length > node.maxLength))
    faults.push({ check: "length" });
  if (node.charset !== undefined && !specRegExp(`^[${node.charset}]*$`).test(value)) faults.push({ check: "charset" });
  if (node.pattern !== undefined && !specRegExp(node.pattern).test(value)) faults.push({ check: "pattern" });
  const oracle = node.format === undefined ? undefined : stringFormat(node.format).oracle;
  if (oracle !== undefined && !oracle.accepts(value))
    faults.push({ check: oracle.check, ...(oracle.beyondJsonSchema === undefined ? {} : { beyondJsonSchema: oracle.beyondJsonSchema }) });
  if (node.maxDigits !== undefined && (value.match(/[0-9]/g) ?? []).length > node.maxDigits) faults.push({ check: "digits" });
  if (node.notInPast && startsWithCalendarDate(value) && value.slice(0, 10) < VECTORS_TODAY)
    faults.push({ check: "not in the past", beyondJsonSchema: BEYOND.clock });
  return faults;
}

/** The decimal text of a value: a string as it is, a JSON number in plain notation. */
function decimalTextOf(value: unknown): string | undefined {
  if (typeof value === "string") return value;
  if (typeof value === "number" && Number.isFinite(value)) return numberToDecimalText(value);
  return undefined;
}

function decimalFaults(node: DecimalNode, value: unknown): Fault[] {
  const text = decimalTextOf(value);
  if (text === undefined) return [{ check: "type" }];
  const isNumber = typeof value === "number";
  if (!specRegExp(node.pattern).test(text) || !isDecimalText(text)) return [{ check: "form" }];
  const faults: Fault[] = [];
  const length = text.length;
  if ((node.minLength !== undefined && length < node.minLength) || (node.maxLength !== undefined && length > node.maxLength))
    faults.push({ check: "length", ...(isNumber ? { beyondJsonSchema: BEYOND.lengthOnNumber } : {}) });
  if (node.scale !== undefined && decimalPlaces(text) > node.scale) faults.push({ check: "places", beyondJsonSchema: BEYOND.places });
  const bound = (check: string): Fault => ({ check, ...(isNumber ? {} : { beyondJsonSchema: BEYOND.boundsOnString }) });
  if (node.minimum !== undefined && compareDecimal(text, node.minimum) < 0) faults.push(bound("minimum"));
  if (node.exclusiveMinimum !== undefined && compareDecimal(text, node.exclusiveMinimum) <= 0) faults.push(bound("exclusive minimum"));
  if (node.maximum !== undefined && compareDecimal(text, node.maximum) > 0) faults.push(bound("maximum"));
  return faults;
}

/** An integer's exact text: from the JSON text the vector writes (`ExactNumber`), or a safe number. */
function integerText(value: unknown): string | undefined {
  if (value instanceof ExactNumber) return /^-?[0-9]+$/.test(value.text) ? value.text : undefined;
  return typeof value === "number" && Number.isInteger(value) ? numberToDecimalText(value) : undefined;
}

function integerFaults(node: IntegerNode, value: unknown): Fault[] {
  const text = integerText(value);
  if (text === undefined) return [{ check: "type" }];
  if (node.minimum !== undefined && compareDecimal(text, node.minimum) < 0) return [{ check: "minimum" }];
  if (node.maximum !== undefined && compareDecimal(text, node.maximum) > 0) return [{ check: "maximum" }];
  return [];
}

function enumFaults(node: EnumNode, value: unknown): Fault[] {
  if (typeof value !== "string") return [{ check: "type" }];
  const known = new Set(node.values.map((entry) => entry.value));
  const accepts = (item: string) => item.length > 0 && (node.open !== undefined || known.has(item));
  const items = node.list ? value.split(",") : [value];
  return items.every(accepts) ? [] : [{ check: node.open !== undefined ? "non-empty" : "value" }];
}

function mapFindings(node: MapNode, value: unknown): LeafFinding[] {
  if (typeof value !== "object" || value === null || Array.isArray(value)) return [{ suffix: "", faults: [{ check: "type" }] }];
  const names = Object.keys(value);
  const findings: LeafFinding[] = [];
  if (node.maxEntries !== undefined && names.length > node.maxEntries) findings.push({ suffix: "", faults: [{ check: "entries" }] });
  const keyPattern = specRegExp(`^[${node.keyCharset}]{${node.keyMinLength},${node.keyMaxLength}}$`);
  for (const name of names) {
    const faults = keyPattern.test(name)
      ? leafFaults(node.value as LeafNode, (value as Record<string, unknown>)[name])
      : [{ check: "name" }];
    if (faults.length > 0) findings.push({ suffix: `.${name}`, faults });
  }
  return findings;
}

/** The faults of a leaf value (not of a map: see `leafFindings`). */
export function leafFaults(node: LeafNode, value: unknown): Fault[] {
  switch (node.kind) {
    case "string":
      return stringFaults(node, value);
    case "decimal":
      return decimalFaults(node, value);
    case "integer":
      return integerFaults(node, value);
    case "boolean":
      return typeof value === "boolean" ? [] : [{ check: "type" }];
    case "enum":
      return enumFaults(node, value);
    case "map":
      return mapFindings(node, value).flatMap((finding) => finding.faults);
  }
}

/** What the field holding `value` reports: nothing when the value is valid. */
export function leafFindings(node: LeafNode, value: unknown): LeafFinding[] {
  if (node.kind === "map") return mapFindings(node, value);
  const faults = leafFaults(node, value);
  return faults.length === 0 ? [] : [{ suffix: "", faults }];
}
