import type { TypeNode } from "../resolve/ir.js";

/** One line naming a node's type and bounds, for JSDoc and docs: "String, 1 to 40 characters". */
export function describeType(node: TypeNode): string {
  switch (node.kind) {
    case "object":
      return "Object";
    case "array":
      return `Array of ${describeType(node.items)}`;
    case "string":
      return [
        node.typeName,
        lengthText(node.minLength, node.maxLength, node.lengths),
        node.charset !== undefined && node.typeName === "String" ? `characters ${node.charset}` : undefined,
        node.pattern ? `pattern ${node.pattern}` : undefined,
        node.maxDigits !== undefined ? `at most ${node.maxDigits} digits` : undefined,
      ]
        .filter(Boolean)
        .join(", ");
    case "decimal":
      return [
        node.typeName,
        lengthText(node.minLength, node.maxLength, undefined),
        node.minimum !== undefined ? `min ${node.minimum}` : undefined,
        node.exclusiveMinimum !== undefined ? `greater than ${node.exclusiveMinimum}` : undefined,
        node.maximum !== undefined ? `max ${node.maximum}` : undefined,
        node.scale !== undefined ? `at most ${node.scale} decimals` : undefined,
        node.pattern.startsWith("^-") ? "may be negative" : undefined,
      ]
        .filter(Boolean)
        .join(", ");
    case "integer":
      return [
        "Integer",
        node.minimum !== undefined ? `min ${node.minimum}` : undefined,
        node.maximum !== undefined ? `max ${node.maximum}` : undefined,
      ]
        .filter(Boolean)
        .join(", ");
    case "boolean":
      return "Boolean";
    case "enum":
      return `${node.list ? "Comma separated enumeration" : "Enumeration"}${node.open !== undefined ? " (partial list, other values accepted)" : ""}`;
    case "map":
      return `Named values (up to ${node.maxEntries ?? "any number of"} names of ${node.keyMinLength}-${node.keyMaxLength} characters ${node.keyCharset}), each ${describeType(node.value)}`;
  }
}

function lengthText(min: number | undefined, max: number | undefined, lengths: number[] | undefined): string | undefined {
  if (lengths) return `length ${lengths.join(" or ")}`;
  if (min !== undefined && max !== undefined) return min === max ? `exactly ${min} characters` : `${min} to ${max} characters`;
  if (min !== undefined) return `at least ${min} characters`;
  if (max !== undefined) return `at most ${max} characters`;
  return undefined;
}
