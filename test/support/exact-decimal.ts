// Exact decimal arithmetic for the tests' own expectations: the oracle the test vectors' expected
// results use (generator/emit/test-vectors/decimal-text.ts), written apart from the generated runtime
// so that a fault there cannot hide itself: "0.10" + "0.20" is "0.3" by construction.

import type { DecimalNode } from "../../generator/resolve/ir.js";
import { compareDecimal, decimalPlaces } from "../../generator/emit/test-vectors/decimal-text.js";

export {
  canonicalDecimal,
  compareDecimal as compareDecimalText,
  decimalPlaces as fractionDigits,
  isDecimalText,
  multiplyDecimals as multiplyDecimalText,
  negateDecimal as negateDecimalText,
  numberToDecimalText,
  subtractDecimal as subtractDecimalText,
  sumDecimals as addDecimalText,
} from "../../generator/emit/test-vectors/decimal-text.js";

const shapes = new Map<string, RegExp>();

/** What a decimal field accepts, from the node's facts alone (seed 2.1). */
export function decimalNodeAccepts(node: DecimalNode, text: string): boolean {
  let shape = shapes.get(node.pattern);
  if (shape === undefined) shapes.set(node.pattern, (shape = new RegExp(node.pattern, "u")));
  if (!shape.test(text)) return false;
  if (node.minLength !== undefined && text.length < node.minLength) return false;
  if (node.maxLength !== undefined && text.length > node.maxLength) return false;
  if (node.scale !== undefined && decimalPlaces(text) > node.scale) return false;
  if (node.minimum !== undefined && compareDecimal(text, node.minimum) < 0) return false;
  if (node.exclusiveMinimum !== undefined && compareDecimal(text, node.exclusiveMinimum) <= 0) return false;
  if (node.maximum !== undefined && compareDecimal(text, node.maximum) > 0) return false;
  return true;
}
