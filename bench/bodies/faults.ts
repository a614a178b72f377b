// Deterministic faults for the invalid bodies: values of a leaf that both the generated validator and
// the JSON Schema refuse (a length past the maximum, the wrong JSON type, text that is not a decimal).

import type { TypeNode } from "../../generator/ir/ir.js";
import { fillerCharacter } from "../../test/support/mutations.js";

/** A value the node refuses whichever validator reads it; undefined for groups. */
export function faultFor(node: TypeNode): unknown {
  switch (node.kind) {
    case "string":
      return node.maxLength === undefined ? 42 : fillerCharacter(node).repeat(node.maxLength + 1);
    case "decimal":
      return "twelve";
    case "integer":
      return 1.5;
    case "boolean":
      return "yes";
    case "enum":
      return node.open === undefined ? "NOT_A_LISTED_VALUE" : 42;
    case "map":
      return "not an object";
    case "object":
    case "array":
      return undefined;
  }
}
