// The checks of a leaf value, assembled from the facet modules beside this one: each node kind's
// type check, then its facets' checks in their order. Every printer (one per language) starts here.

import type { CheckContext, LeafChecks } from "./check.js";
import type { LeafNode } from "./facet.js";
import type { Check } from "./check.js";
import { stringChecks } from "./string-facets.js";
import { decimalChecks } from "./decimal-facets.js";
import { INTEGER_RANGE, INTEGER_TYPE_CHECK } from "./integer-facets.js";
import { ENUM_VALUES } from "./enum-facets.js";
import { MAP_ENTRIES, MAP_NAMES, MAP_TYPE_CHECK } from "./map-facets.js";

export const BOOLEAN_TYPE_CHECK: Check = { check: "isBoolean", explanation: "Must be true or false." };

export function leafChecks(node: LeafNode, context: CheckContext): LeafChecks {
  switch (node.kind) {
    case "string":
      return { kind: "chain", checks: stringChecks(node, context) };
    case "decimal":
      return { kind: "decimal", checks: decimalChecks(node) };
    case "integer":
      return { kind: "chain", checks: [INTEGER_TYPE_CHECK, ...INTEGER_RANGE.checks(node)] };
    case "boolean":
      return { kind: "chain", checks: [BOOLEAN_TYPE_CHECK] };
    case "enum":
      return { kind: "chain", checks: ENUM_VALUES.checks(node) };
    case "map": {
      const value = node.value;
      if (value.kind === "object" || value.kind === "array") throw new Error("map values are leaves");
      return {
        kind: "map",
        type: MAP_TYPE_CHECK,
        entries: MAP_ENTRIES.checks(node),
        name: MAP_NAMES.check(node),
        value: leafChecks(value, context),
      };
    }
  }
}
