// What a value's own field makes of it, read from the IR node alone (seed 2.1): the checks it fails,
// each saying whether the generated JSON Schema can fail it too. A leaf has at most one finding (the
// contract's one INVALID per value); a map has one per bad entry, or one for itself. Each fault comes
// from its facet's module (emit/shared/facets/); this module only assembles them.

import type { DecimalNode, IntegerNode, MapNode, StringNode } from "../../../ir/ir.js";
import { ExactNumber } from "../../shared/exact-number.js";
import { numberToDecimalText } from "../../../language/decimal-text.js";
import { characterLength, specRegExp, type Fault, type LeafNode } from "../../shared/facets/facet.js";
import { STRING_FACETS } from "../../shared/facets/string-facets.js";
import { DECIMAL_FACETS, DECIMAL_FORM } from "../../shared/facets/decimal-facets.js";
import { INTEGER_RANGE } from "../../shared/facets/integer-facets.js";
import { ENUM_VALUES } from "../../shared/facets/enum-facets.js";
import { MAP_ENTRIES, MAP_NAMES } from "../../shared/facets/map-facets.js";

export { characterLength, specRegExp, type Fault, type LeafNode };

/** The faults found at the field (`suffix` "") or at a map entry below it (`.name`). */
export interface LeafFinding {
  suffix: string;
  faults: Fault[];
}

/**
 * The day the vectors take as today (index.json `today`): a date "not in the past" is judged against
 * it, and a runner validates with a clock on that day, so that the expectations never age.
 */
export const VECTORS_TODAY = "2000-01-01";

const ORACLE = { today: VECTORS_TODAY };

function stringFaults(node: StringNode, value: unknown): Fault[] {
  if (typeof value !== "string") return [{ check: "type" }];
  return STRING_FACETS.flatMap((facet) => facet.faults(node, value, ORACLE));
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
  const form = DECIMAL_FORM.faults(node, text, isNumber);
  return form.length > 0 ? form : DECIMAL_FACETS.flatMap((facet) => facet.faults(node, text, isNumber));
}

/** An integer's exact text: from the JSON text the vector writes (`ExactNumber`), or a safe number. */
function integerText(value: unknown): string | undefined {
  if (value instanceof ExactNumber) return /^-?[0-9]+$/.test(value.text) ? value.text : undefined;
  return typeof value === "number" && Number.isInteger(value) ? numberToDecimalText(value) : undefined;
}

function integerFaults(node: IntegerNode, value: unknown): Fault[] {
  const text = integerText(value);
  return text === undefined ? [{ check: "type" }] : INTEGER_RANGE.faults(node, text);
}

function mapFindings(node: MapNode, value: unknown): LeafFinding[] {
  if (typeof value !== "object" || value === null || Array.isArray(value)) return [{ suffix: "", faults: [{ check: "type" }] }];
  const names = Object.keys(value);
  const findings: LeafFinding[] = MAP_ENTRIES.faults(node, names).map((fault) => ({ suffix: "", faults: [fault] }));
  for (const name of names) {
    const faults = MAP_NAMES.accepts(node, name)
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
      return ENUM_VALUES.faults(node, value);
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
