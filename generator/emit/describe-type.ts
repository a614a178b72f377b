import type { TypeNode } from "../resolve/ir.js";
import { containerPhrases, leafPhrases, phraseText } from "./bound-phrases.js";

/** One line naming a node's type and bounds, for the models' JSDoc: "String, length 1 to 40". */
export function describeType(node: TypeNode): string {
  switch (node.kind) {
    case "object":
      return "Object";
    case "array":
      return `Array of ${describeType(node.items)}`;
    case "string":
    case "decimal":
      return [node.typeName, ...leafPhrases(node).map(phraseText)].join(", ");
    case "integer":
      return ["Integer", ...leafPhrases(node).map(phraseText)].join(", ");
    case "boolean":
      return "Boolean";
    case "enum":
      return `${node.list ? "Comma separated enumeration" : "Enumeration"}${node.open !== undefined ? " (partial list, other values accepted)" : ""}`;
    case "map":
      return `Named values (${containerPhrases(node).map(phraseText).join(", ")}), each ${describeType(node.value)}`;
  }
}
